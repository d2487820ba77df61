// kernel row_sum [BM=16, BN=256]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19 = constant <f32: 0.0> : tile<16xf32>
    %20 = constant <i32: 256> : tile<i32>
    %21 = divi %11, %20 signed rounding positive_inf : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %36 = for %24 in (%22 to %21, step %23) : tile<i32> iter_values(%25 = %19) -> (tile<16xf32>) {
      %26, %27, %28 = get_tile_block_id : tile<i32>
      %29, %30 = load_view_tko weak %17[%26, %24] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %34 = reduce %29 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%31: tile<f32>, %32: tile<f32>):
        %33 = addf %31, %32 : tile<f32>
        yield %33 : tile<f32>
      }
      %35 = addf %25, %34 : tile<16xf32>
      continue %35 : tile<16xf32>
    }
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = store_view_tko weak %36, %18[%37] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=16, BN=256]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23, %24 = load_view_tko weak %17[%19, %22] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
    %28 = reduce %23 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
    ^bb0(%25: tile<f32>, %26: tile<f32>):
      %27 = maxf %25, %26 propagate_nan : tile<f32>
      yield %27 : tile<f32>
    }
    %29 = constant <i32: 256> : tile<i32>
    %30 = divi %11, %29 signed rounding positive_inf : tile<i32>
    %31 = constant <i32: 1> : tile<i32>
    %32 = constant <i32: 1> : tile<i32>
    %45 = for %33 in (%31 to %30, step %32) : tile<i32> iter_values(%34 = %28) -> (tile<16xf32>) {
      %35, %36, %37 = get_tile_block_id : tile<i32>
      %38, %39 = load_view_tko weak %17[%35, %33] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %43 = reduce %38 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%40: tile<f32>, %41: tile<f32>):
        %42 = maxf %40, %41 propagate_nan : tile<f32>
        yield %42 : tile<f32>
      }
      %44 = maxf %34, %43 propagate_nan : tile<16xf32>
      continue %44 : tile<16xf32>
    }
    %46, %47, %48 = get_tile_block_id : tile<i32>
    %49 = store_view_tko weak %45, %18[%46] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_mean [BM=16, BN=256]
cuda_tile.module @row_mean {
  entry @row_mean(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19 = constant <f32: 0.0> : tile<16xf32>
    %20 = constant <i32: 256> : tile<i32>
    %21 = divi %11, %20 signed rounding positive_inf : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %36 = for %24 in (%22 to %21, step %23) : tile<i32> iter_values(%25 = %19) -> (tile<16xf32>) {
      %26, %27, %28 = get_tile_block_id : tile<i32>
      %29, %30 = load_view_tko weak %17[%26, %24] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %34 = reduce %29 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%31: tile<f32>, %32: tile<f32>):
        %33 = addf %31, %32 : tile<f32>
        yield %33 : tile<f32>
      }
      %35 = addf %25, %34 : tile<16xf32>
      continue %35 : tile<16xf32>
    }
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = itof %11 signed : tile<i32> -> tile<f32>
    %41 = reshape %40 : tile<f32> -> tile<1xf32>
    %42 = broadcast %41 : tile<1xf32> -> tile<16xf32>
    %43 = divf %36, %42 : tile<16xf32>
    %44 = store_view_tko weak %43, %18[%37] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel col_sum [BM=64, BN=64]
cuda_tile.module @col_sum {
  entry @col_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume bounded<0, ?>, %6 : tile<i32>
    %15 = make_tensor_view %13, shape = [%14], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %16 = make_partition_view %12 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %17 = make_partition_view %15 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %18 = constant <f32: 0.0> : tile<64xf32>
    %19 = constant <i32: 64> : tile<i32>
    %20 = divi %10, %19 signed rounding positive_inf : tile<i32>
    %21 = constant <i32: 0> : tile<i32>
    %22 = constant <i32: 1> : tile<i32>
    %35 = for %23 in (%21 to %20, step %22) : tile<i32> iter_values(%24 = %18) -> (tile<64xf32>) {
      %25, %26, %27 = get_tile_block_id : tile<i32>
      %28, %29 = load_view_tko weak %16[%23, %25] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %33 = reduce %28 dim=0 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%30: tile<f32>, %31: tile<f32>):
        %32 = addf %30, %31 : tile<f32>
        yield %32 : tile<f32>
      }
      %34 = addf %24, %33 : tile<64xf32>
      continue %34 : tile<64xf32>
    }
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = store_view_tko weak %35, %17[%36] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=8, BN=128]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(8x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21, %22 = load_view_tko weak %15[%17, %20] : partition_view<tile=(8x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x128xf32>, token
    %26 = reduce %21 dim=1 identities=[-inf] : tile<8x128xf32> -> tile<8xf32> {
    ^bb0(%23: tile<f32>, %24: tile<f32>):
      %25 = maxf %23, %24 propagate_nan : tile<f32>
      yield %25 : tile<f32>
    }
    %27 = constant <i32: 128> : tile<i32>
    %28 = divi %10, %27 signed rounding positive_inf : tile<i32>
    %29 = constant <i32: 1> : tile<i32>
    %30 = constant <i32: 1> : tile<i32>
    %43 = for %31 in (%29 to %28, step %30) : tile<i32> iter_values(%32 = %26) -> (tile<8xf32>) {
      %33, %34, %35 = get_tile_block_id : tile<i32>
      %36, %37 = load_view_tko weak %15[%33, %31] : partition_view<tile=(8x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x128xf32>, token
      %41 = reduce %36 dim=1 identities=[-inf] : tile<8x128xf32> -> tile<8xf32> {
      ^bb0(%38: tile<f32>, %39: tile<f32>):
        %40 = maxf %38, %39 propagate_nan : tile<f32>
        yield %40 : tile<f32>
      }
      %42 = maxf %32, %41 propagate_nan : tile<8xf32>
      continue %42 : tile<8xf32>
    }
    %44, %45, %46 = get_tile_block_id : tile<i32>
    %47 = store_view_tko weak %43, %16[%44] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_sum [BM=16, BN=512]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19 = constant <f32: 0.0> : tile<16xf32>
    %20 = constant <i32: 512> : tile<i32>
    %21 = divi %11, %20 signed rounding positive_inf : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %37 = for %24 in (%22 to %21, step %23) : tile<i32> iter_values(%25 = %19) -> (tile<16xf32>) {
      %26, %27, %28 = get_tile_block_id : tile<i32>
      %29, %30 = load_view_tko weak %17[%26, %24] : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x512xf16>, token
      %31 = ftof %29 : tile<16x512xf16> -> tile<16x512xf32>
      %35 = reduce %31 dim=1 identities=[0] : tile<16x512xf32> -> tile<16xf32> {
      ^bb0(%32: tile<f32>, %33: tile<f32>):
        %34 = addf %32, %33 : tile<f32>
        yield %34 : tile<f32>
      }
      %36 = addf %25, %35 : tile<16xf32>
      continue %36 : tile<16xf32>
    }
    %38, %39, %40 = get_tile_block_id : tile<i32>
    %41 = store_view_tko weak %37, %18[%38] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
