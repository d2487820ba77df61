// kernel row_sum [BN=64]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<1x64xf32>
    %22 = constant <i32: 64> : tile<i32>
    %23 = divi %12, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %34 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<1x64xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%28, %26] : partition_view<tile=(1x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x64xf32>, token
      %33 = addf %27, %31 : tile<1x64xf32>
      continue %33 : tile<1x64xf32>
    }
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %41 = reduce %34 dim=1 identities=[0] : tile<1x64xf32> -> tile<1xf32> {
    ^bb0(%38: tile<f32>, %39: tile<f32>):
      %40 = addf %38, %39 : tile<f32>
      yield %40 : tile<f32>
    }
    %42 = store_view_tko weak %41, %20[%35] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel halve_while [T=32]
cuda_tile.module @halve_while {
  entry @halve_while(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>) {
    %3 = assume div_by<16>, %0 : tile<ptr<f32>>
    %4 = assume div_by<16>, %1 : tile<i32>
    %5 = assume bounded<0, ?>, %4 : tile<i32>
    %6 = make_tensor_view %3, shape = [%5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %7 = make_partition_view %6 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %8 = make_partition_view %6 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %9, %10, %11 = get_tile_block_id : tile<i32>
    %12, %13 = load_view_tko weak %7[%9] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %25, %26 = cuda_tile.loop iter_values(%17 = %12, %18 = %14) : tile<32xf32>, tile<i32> -> tile<32xf32>, tile<i32> {
      %19 = constant <i32: 8> : tile<i32>
      %20 = cmpi less_than %18, %19, signed : tile<i32> -> tile<i1>
      if %20 {
      } else {
        break %17, %18 : tile<32xf32>, tile<i32>
      }
      %21 = constant <f32: 0.5> : tile<32xf32>
      %22 = mulf %17, %21 : tile<32xf32>
      %23 = constant <i32: 1> : tile<i32>
      %24 = addi %18, %23 : tile<i32>
      continue %22, %24 : tile<32xf32>, tile<i32>
    }
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = store_view_tko weak %25, %8[%27] token = %13 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel select [T=32]
cuda_tile.module @select {
  entry @select(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>) {
    %3 = assume div_by<16>, %0 : tile<ptr<f32>>
    %4 = assume div_by<16>, %1 : tile<i32>
    %5 = assume bounded<0, ?>, %4 : tile<i32>
    %6 = make_tensor_view %3, shape = [%5], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %7 = make_partition_view %6 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %8 = make_partition_view %6 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %9, %10, %11 = get_tile_block_id : tile<i32>
    %12, %13 = load_view_tko weak %7[%9] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17 = constant <i32: 0> : tile<i32>
    %18 = cmpi equal %14, %17, signed : tile<i32> -> tile<i1>
    %25, %26 = if %18 -> (tile<32xf32>, tile<i32>) {
      %19 = constant <f32: 2.0> : tile<32xf32>
      %20 = mulf %12, %19 : tile<32xf32>
      %21 = constant <i32: 1> : tile<i32>
      yield %20, %21 : tile<32xf32>, tile<i32>
    } else {
      %22 = constant <f32: 1.0> : tile<32xf32>
      %23 = addf %12, %22 : tile<32xf32>
      %24 = constant <i32: 2> : tile<i32>
      yield %23, %24 : tile<32xf32>, tile<i32>
    }
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = itof %26 signed : tile<i32> -> tile<f32>
    %31 = reshape %30 : tile<f32> -> tile<1xf32>
    %32 = broadcast %31 : tile<1xf32> -> tile<32xf32>
    %33 = mulf %25, %32 : tile<32xf32>
    %34 = store_view_tko weak %33, %8[%27] token = %13 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel until_large [T=32]
cuda_tile.module @until_large {
  entry @until_large(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %16 = constant <f32: 0.0> : tile<32xf32>
    %17 = constant <i32: 0> : tile<i32>
    %18 = constant <i32: 8> : tile<i32>
    %19 = constant <i32: 1> : tile<i32>
    %33 = cuda_tile.loop iter_values(%20 = %17, %21 = %16) : tile<i32>, tile<32xf32> -> tile<32xf32> {
      %22 = cmpi less_than %20, %18, signed : tile<i32> -> tile<i1>
      if %22 {
      } else {
        break %21 : tile<32xf32>
      }
      %23, %24 = load_view_tko weak %14[%20] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
      %25 = addf %21, %23 : tile<32xf32>
      %29 = reduce %25 dim=0 identities=[-inf] : tile<32xf32> -> tile<f32> {
      ^bb0(%26: tile<f32>, %27: tile<f32>):
        %28 = maxf %26, %27 propagate_nan : tile<f32>
        yield %28 : tile<f32>
      }
      %30 = constant <f32: 100.0> : tile<f32>
      %31 = cmpf greater_than ordered %29, %30 : tile<f32> -> tile<i1>
      if %31 {
        break %25 : tile<32xf32>
      }
      %32 = addi %20, %19 : tile<i32>
      continue %32, %25 : tile<i32>, tile<32xf32>
    }
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = store_view_tko weak %33, %15[%34] : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel first_tile_apart [T=32]
cuda_tile.module @first_tile_apart {
  entry @first_tile_apart(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>
    %16 = constant <i32: 0> : tile<i32>
    %17, %18 = load_view_tko weak %14[%16] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
    %19 = constant <f32: 2.0> : tile<32xf32>
    %20 = mulf %17, %19 : tile<32xf32>
    %21 = constant <i32: 1> : tile<i32>
    %22 = constant <i32: 8> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %29 = for %24 in (%21 to %22, step %23) : tile<i32> iter_values(%25 = %20) -> (tile<32xf32>) {
      %26, %27 = load_view_tko weak %14[%24] : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
      %28 = addf %25, %26 : tile<32xf32>
      continue %28 : tile<32xf32>
    }
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = store_view_tko weak %29, %15[%30] : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
