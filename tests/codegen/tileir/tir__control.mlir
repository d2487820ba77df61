// kernel row_sum [BN=64]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<1x64xf32>
    %18 = constant <i32: 64> : tile<i32>
    %19 = divi %10, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %30 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<1x64xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%24, %22] : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x64xf32>, token
      %29 = addf %23, %27 : tile<1x64xf32>
      continue %29 : tile<1x64xf32>
    }
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %37 = reduce %30 dim=1 identities=[0] : tile<1x64xf32> -> tile<1xf32> {
    ^bb0(%34: tile<f32>, %35: tile<f32>):
      %36 = addf %34, %35 : tile<f32>
      yield %36 : tile<f32>
    }
    %38 = store_view_tko weak %37, %16[%31] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel halve_while [T=32]
cuda_tile.module @halve_while {
  entry @halve_while(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>) {
    %3 = assume div_by<16>, %0 : tile<ptr<f32>>
    %4 = assume bounded<0, ?>, %1 : tile<i32>
    %5 = make_tensor_view %3, shape = [%4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %6 = make_partition_view %5 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %7 = make_partition_view %5 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %8, %9, %10 = get_tile_block_id : tile<i32>
    %11, %12 = load_view_tko weak %6[%8] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %13, %14, %15 = get_tile_block_id : tile<i32>
    %24, %25 = cuda_tile.loop iter_values(%16 = %11, %17 = %13) : tile<32xf32>, tile<i32> -> tile<32xf32>, tile<i32> {
      %18 = constant <i32: 8> : tile<i32>
      %19 = cmpi less_than %17, %18, signed : tile<i32> -> tile<i1>
      if %19 {
      } else {
        break %16, %17 : tile<32xf32>, tile<i32>
      }
      %20 = constant <f32: 0.5> : tile<32xf32>
      %21 = mulf %16, %20 : tile<32xf32>
      %22 = constant <i32: 1> : tile<i32>
      %23 = addi %17, %22 : tile<i32>
      continue %21, %23 : tile<32xf32>, tile<i32>
    }
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = store_view_tko weak %24, %7[%26] token = %12 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel select [T=32]
cuda_tile.module @select {
  entry @select(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>) {
    %3 = assume div_by<16>, %0 : tile<ptr<f32>>
    %4 = assume bounded<0, ?>, %1 : tile<i32>
    %5 = make_tensor_view %3, shape = [%4], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %6 = make_partition_view %5 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %7 = make_partition_view %5 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %8, %9, %10 = get_tile_block_id : tile<i32>
    %11, %12 = load_view_tko weak %6[%8] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %13, %14, %15 = get_tile_block_id : tile<i32>
    %16 = constant <i32: 0> : tile<i32>
    %17 = cmpi equal %13, %16, signed : tile<i32> -> tile<i1>
    %24, %25 = if %17 -> (tile<32xf32>, tile<i32>) {
      %18 = constant <f32: 2.0> : tile<32xf32>
      %19 = mulf %11, %18 : tile<32xf32>
      %20 = constant <i32: 1> : tile<i32>
      yield %19, %20 : tile<32xf32>, tile<i32>
    } else {
      %21 = constant <f32: 1.0> : tile<32xf32>
      %22 = addf %11, %21 : tile<32xf32>
      %23 = constant <i32: 2> : tile<i32>
      yield %22, %23 : tile<32xf32>, tile<i32>
    }
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = itof %25 signed : tile<i32> -> tile<f32>
    %30 = reshape %29 : tile<f32> -> tile<1xf32>
    %31 = broadcast %30 : tile<1xf32> -> tile<32xf32>
    %32 = mulf %24, %31 : tile<32xf32>
    %33 = store_view_tko weak %32, %7[%26] token = %12 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel until_large [T=32]
cuda_tile.module @until_large {
  entry @until_large(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %14 = constant <f32: 0.0> : tile<32xf32>
    %15 = constant <i32: 0> : tile<i32>
    %16 = constant <i32: 8> : tile<i32>
    %17 = constant <i32: 1> : tile<i32>
    %31 = cuda_tile.loop iter_values(%18 = %15, %19 = %14) : tile<i32>, tile<32xf32> -> tile<32xf32> {
      %20 = cmpi less_than %18, %16, signed : tile<i32> -> tile<i1>
      if %20 {
      } else {
        break %19 : tile<32xf32>
      }
      %21, %22 = load_view_tko weak %12[%18] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
      %23 = addf %19, %21 : tile<32xf32>
      %27 = reduce %23 dim=0 identities=[-inf] : tile<32xf32> -> tile<f32> {
      ^bb0(%24: tile<f32>, %25: tile<f32>):
        %26 = maxf %24, %25 : tile<f32>
        yield %26 : tile<f32>
      }
      %28 = constant <f32: 100.0> : tile<f32>
      %29 = cmpf greater_than ordered %27, %28 : tile<f32> -> tile<i1>
      if %29 {
        break %23 : tile<32xf32>
      }
      %30 = addi %18, %17 : tile<i32>
      continue %30, %23 : tile<i32>, tile<32xf32>
    }
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35 = store_view_tko weak %31, %13[%32] : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
