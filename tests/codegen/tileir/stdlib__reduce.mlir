// kernel row_sum [BM=16, BN=256]
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
    %19 = make_partition_view %14 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<16xf32>
    %22 = constant <i32: 256> : tile<i32>
    %23 = divi %12, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %38 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<16xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%28, %26] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %36 = reduce %31 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%33: tile<f32>, %34: tile<f32>):
        %35 = addf %33, %34 : tile<f32>
        yield %35 : tile<f32>
      }
      %37 = addf %27, %36 : tile<16xf32>
      continue %37 : tile<16xf32>
    }
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = store_view_tko weak %38, %20[%39] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_sum [BM=16, BN=512]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<16xf32>
    %22 = constant <i32: 512> : tile<i32>
    %23 = divi %12, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %39 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<16xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%28, %26] : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x512xf16>, token
      %33 = ftof %31 : tile<16x512xf16> -> tile<16x512xf32>
      %37 = reduce %33 dim=1 identities=[0] : tile<16x512xf32> -> tile<16xf32> {
      ^bb0(%34: tile<f32>, %35: tile<f32>):
        %36 = addf %34, %35 : tile<f32>
        yield %36 : tile<f32>
      }
      %38 = addf %27, %37 : tile<16xf32>
      continue %38 : tile<16xf32>
    }
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = store_view_tko weak %39, %20[%40] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=16, BN=256]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
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
    %19 = make_partition_view %14 : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25, %26 = load_view_tko weak %19[%21, %24] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
    %30 = reduce %25 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
    ^bb0(%27: tile<f32>, %28: tile<f32>):
      %29 = maxf %27, %28 propagate_nan : tile<f32>
      yield %29 : tile<f32>
    }
    %31 = constant <i32: 256> : tile<i32>
    %32 = divi %12, %31 signed rounding positive_inf : tile<i32>
    %33 = constant <i32: 1> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %47 = for %35 in (%33 to %32, step %34) : tile<i32> iter_values(%36 = %30) -> (tile<16xf32>) {
      %37, %38, %39 = get_tile_block_id : tile<i32>
      %40, %41 = load_view_tko weak %19[%37, %35] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %45 = reduce %40 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%42: tile<f32>, %43: tile<f32>):
        %44 = maxf %42, %43 propagate_nan : tile<f32>
        yield %44 : tile<f32>
      }
      %46 = maxf %36, %45 propagate_nan : tile<16xf32>
      continue %46 : tile<16xf32>
    }
    %48, %49, %50 = get_tile_block_id : tile<i32>
    %51 = store_view_tko weak %47, %20[%48] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=16, BN=512]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(16x512), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25, %26 = load_view_tko weak %19[%21, %24] : partition_view<tile=(16x512), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x512xbf16>, token
    %30 = reduce %25 dim=1 identities=[-inf] : tile<16x512xbf16> -> tile<16xbf16> {
    ^bb0(%27: tile<bf16>, %28: tile<bf16>):
      %29 = maxf %27, %28 propagate_nan : tile<bf16>
      yield %29 : tile<bf16>
    }
    %31 = constant <i32: 512> : tile<i32>
    %32 = divi %12, %31 signed rounding positive_inf : tile<i32>
    %33 = constant <i32: 1> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %47 = for %35 in (%33 to %32, step %34) : tile<i32> iter_values(%36 = %30) -> (tile<16xbf16>) {
      %37, %38, %39 = get_tile_block_id : tile<i32>
      %40, %41 = load_view_tko weak %19[%37, %35] : partition_view<tile=(16x512), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x512xbf16>, token
      %45 = reduce %40 dim=1 identities=[-inf] : tile<16x512xbf16> -> tile<16xbf16> {
      ^bb0(%42: tile<bf16>, %43: tile<bf16>):
        %44 = maxf %42, %43 propagate_nan : tile<bf16>
        yield %44 : tile<bf16>
      }
      %46 = maxf %36, %45 propagate_nan : tile<16xbf16>
      continue %46 : tile<16xbf16>
    }
    %48, %49, %50 = get_tile_block_id : tile<i32>
    %51 = store_view_tko weak %47, %20[%48] : tile<16xbf16>, partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_mean [BM=16, BN=256]
cuda_tile.module @row_mean {
  entry @row_mean(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
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
    %19 = make_partition_view %14 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<16xf32>
    %22 = constant <i32: 256> : tile<i32>
    %23 = divi %12, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %38 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<16xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%28, %26] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %36 = reduce %31 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%33: tile<f32>, %34: tile<f32>):
        %35 = addf %33, %34 : tile<f32>
        yield %35 : tile<f32>
      }
      %37 = addf %27, %36 : tile<16xf32>
      continue %37 : tile<16xf32>
    }
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = itof %12 signed : tile<i32> -> tile<f32>
    %43 = reshape %42 : tile<f32> -> tile<1xf32>
    %44 = broadcast %43 : tile<1xf32> -> tile<16xf32>
    %45 = divf %38, %44 : tile<16xf32>
    %46 = store_view_tko weak %45, %20[%39] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_mean [BM=16, BN=512]
cuda_tile.module @row_mean {
  entry @row_mean(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f16>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16), tensor_view<?xf16, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<16xf32>
    %22 = constant <i32: 512> : tile<i32>
    %23 = divi %12, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %39 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<16xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%28, %26] : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x512xf16>, token
      %33 = ftof %31 : tile<16x512xf16> -> tile<16x512xf32>
      %37 = reduce %33 dim=1 identities=[0] : tile<16x512xf32> -> tile<16xf32> {
      ^bb0(%34: tile<f32>, %35: tile<f32>):
        %36 = addf %34, %35 : tile<f32>
        yield %36 : tile<f32>
      }
      %38 = addf %27, %37 : tile<16xf32>
      continue %38 : tile<16xf32>
    }
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = itof %12 signed : tile<i32> -> tile<f32>
    %44 = reshape %43 : tile<f32> -> tile<1xf32>
    %45 = broadcast %44 : tile<1xf32> -> tile<16xf32>
    %46 = divf %39, %45 : tile<16xf32>
    %47 = ftof %46 : tile<16xf32> -> tile<16xf16>
    %48 = store_view_tko weak %47, %20[%40] : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel col_sum [BM=64, BN=64]
cuda_tile.module @col_sum {
  entry @col_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
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
    %19 = make_partition_view %14 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<64xf32>
    %22 = constant <i32: 64> : tile<i32>
    %23 = divi %10, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %38 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<64xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%26, %28] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %36 = reduce %31 dim=0 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%33: tile<f32>, %34: tile<f32>):
        %35 = addf %33, %34 : tile<f32>
        yield %35 : tile<f32>
      }
      %37 = addf %27, %36 : tile<64xf32>
      continue %37 : tile<64xf32>
    }
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = store_view_tko weak %38, %20[%39] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel col_sum [BM=64, BN=128]
cuda_tile.module @col_sum {
  entry @col_sum(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %21 = constant <f32: 0.0> : tile<128xf32>
    %22 = constant <i32: 64> : tile<i32>
    %23 = divi %10, %22 signed rounding positive_inf : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25 = constant <i32: 1> : tile<i32>
    %39 = for %26 in (%24 to %23, step %25) : tile<i32> iter_values(%27 = %21) -> (tile<128xf32>) {
      %28, %29, %30 = get_tile_block_id : tile<i32>
      %31, %32 = load_view_tko weak %19[%26, %28] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %33 = ftof %31 : tile<64x128xf16> -> tile<64x128xf32>
      %37 = reduce %33 dim=0 identities=[0] : tile<64x128xf32> -> tile<128xf32> {
      ^bb0(%34: tile<f32>, %35: tile<f32>):
        %36 = addf %34, %35 : tile<f32>
        yield %36 : tile<f32>
      }
      %38 = addf %27, %37 : tile<128xf32>
      continue %38 : tile<128xf32>
    }
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = store_view_tko weak %39, %20[%40] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel total_sum [BM=16, BN=256, BP=1024]
cuda_tile.module @total_sum {
  entry @total_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<i32>>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f32>>
    %15 = assume div_by<16>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %2 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %3 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<f32>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f32>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = make_tensor_view %24, shape = [%26], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %28 = assume div_by<16>, %11 : tile<ptr<i32>>
    %29 = assume bounded<0, ?>, %12 : tile<i32>
    %30 = make_tensor_view %28, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %31 = make_partition_view %20 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %32 = make_partition_view %27 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %27 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %34 = make_partition_view %23 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %35 = make_partition_view %30 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>
    %36 = constant <f32: 0.0> : tile<16xf32>
    %37 = constant <i32: 256> : tile<i32>
    %38 = divi %18, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <i32: 0> : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %53 = for %41 in (%39 to %38, step %40) : tile<i32> iter_values(%42 = %36) -> (tile<16xf32>) {
      %43, %44, %45 = get_tile_block_id : tile<i32>
      %46, %47 = load_view_tko weak %31[%43, %41] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %51 = reduce %46 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%48: tile<f32>, %49: tile<f32>):
        %50 = addf %48, %49 : tile<f32>
        yield %50 : tile<f32>
      }
      %52 = addf %42, %51 : tile<16xf32>
      continue %52 : tile<16xf32>
    }
    %54, %55, %56 = get_tile_block_id : tile<i32>
    %60 = reduce %53 dim=0 identities=[0] : tile<16xf32> -> tile<f32> {
    ^bb0(%57: tile<f32>, %58: tile<f32>):
      %59 = addf %57, %58 : tile<f32>
      yield %59 : tile<f32>
    }
    %61 = reshape %60 : tile<f32> -> tile<1xf32>
    %62 = store_view_tko weak %61, %32[%54] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %63, %64, %65 = get_num_tile_blocks : tile<i32>
    %66 = constant <i32: 1> : tile<1xi32>
    %67 = constant <i32: 0> : tile<i32>
    %68 = constant <i64: 0> : tile<1xi64>
    %69 = iota : tile<1xi32>
    %70 = constant <i32: 1> : tile<i32>
    %71 = muli %67, %70 : tile<i32>
    %72 = reshape %71 : tile<i32> -> tile<1xi32>
    %73 = addi %72, %69 : tile<1xi32>
    %74 = reshape %29 : tile<i32> -> tile<1xi32>
    %75 = cmpi less_than %73, %74, unsigned : tile<1xi32> -> tile<1xi1>
    %76 = exti %73 signed : tile<1xi32> -> tile<1xi64>
    %77 = addi %68, %76 : tile<1xi64>
    %78 = reshape %28 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %79 = offset %78, %77 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %80, %81 = atomic_rmw_tko acq_rel device %79, %66, %75, %62 {mode = 3} : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1>, token -> tile<1xi32>, token
    %82 = constant <i32: 0> : tile<1xi32>
    %83 = select %75, %80, %82 : tile<1xi1>, tile<1xi32>
    %87 = reduce %83 dim=0 identities=[0] : tile<1xi32> -> tile<i32> {
    ^bb0(%84: tile<i32>, %85: tile<i32>):
      %86 = addi %84, %85 : tile<i32>
      yield %86 : tile<i32>
    }
    %88 = constant <i32: 1> : tile<i32>
    %89 = subi %63, %88 : tile<i32>
    %90 = cmpi equal %87, %89, signed : tile<i32> -> tile<i1>
    %115, %116, %117 = if %90 -> (token, token, token) {
      %91 = constant <f32: 0.0> : tile<1024xf32>
      %92 = constant <i32: 1024> : tile<i32>
      %93 = divi %63, %92 signed rounding positive_inf : tile<i32>
      %94 = constant <i32: 0> : tile<i32>
      %95 = constant <i32: 1> : tile<i32>
      %103, %104 = for %96 in (%94 to %93, step %95) : tile<i32> iter_values(%97 = %91, %98 = %81) -> (tile<1024xf32>, token) {
        %99, %100 = load_view_tko weak %33[%96] token = %98 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
        %101 = addf %97, %99 : tile<1024xf32>
        %102 = join_tokens %98, %100 : token
        continue %101, %102 : tile<1024xf32>, token
      }
      %108 = reduce %103 dim=0 identities=[0] : tile<1024xf32> -> tile<f32> {
      ^bb0(%105: tile<f32>, %106: tile<f32>):
        %107 = addf %105, %106 : tile<f32>
        yield %107 : tile<f32>
      }
      %109 = reshape %108 : tile<f32> -> tile<1xf32>
      %110 = constant <i32: 0> : tile<i32>
      %111 = store_view_tko weak %109, %34[%110] token = %81 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %112 = constant <i32: 0> : tile<1xi32>
      %113 = constant <i32: 0> : tile<i32>
      %114 = store_view_tko weak %112, %35[%113] token = %81 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      yield %111, %104, %114 : token, token, token
    } else {
      yield %81, %81, %81 : token, token, token
    }
    return
  }
}
