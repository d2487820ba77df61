// kernel row_sum [BM=16, BN=256]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<16xf32>
    %18 = constant <i32: 256> : tile<i32>
    %19 = divi %10, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %34 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<16xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%24, %22] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %32 = reduce %27 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%29: tile<f32>, %30: tile<f32>):
        %31 = addf %29, %30 : tile<f32>
        yield %31 : tile<f32>
      }
      %33 = addf %23, %32 : tile<16xf32>
      continue %33 : tile<16xf32>
    }
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38 = store_view_tko weak %34, %16[%35] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_sum [BM=16, BN=512]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<16xf32>
    %18 = constant <i32: 512> : tile<i32>
    %19 = divi %10, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %35 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<16xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%24, %22] : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x512xf16>, token
      %29 = ftof %27 : tile<16x512xf16> -> tile<16x512xf32>
      %33 = reduce %29 dim=1 identities=[0] : tile<16x512xf32> -> tile<16xf32> {
      ^bb0(%30: tile<f32>, %31: tile<f32>):
        %32 = addf %30, %31 : tile<f32>
        yield %32 : tile<f32>
      }
      %34 = addf %23, %33 : tile<16xf32>
      continue %34 : tile<16xf32>
    }
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = store_view_tko weak %35, %16[%36] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=16, BN=256]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21, %22 = load_view_tko weak %15[%17, %20] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
    %26 = reduce %21 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
    ^bb0(%23: tile<f32>, %24: tile<f32>):
      %25 = maxf %23, %24 : tile<f32>
      yield %25 : tile<f32>
    }
    %27 = constant <i32: 256> : tile<i32>
    %28 = divi %10, %27 signed rounding positive_inf : tile<i32>
    %29 = constant <i32: 1> : tile<i32>
    %30 = constant <i32: 1> : tile<i32>
    %43 = for %31 in (%29 to %28, step %30) : tile<i32> iter_values(%32 = %26) -> (tile<16xf32>) {
      %33, %34, %35 = get_tile_block_id : tile<i32>
      %36, %37 = load_view_tko weak %15[%33, %31] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %41 = reduce %36 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%38: tile<f32>, %39: tile<f32>):
        %40 = maxf %38, %39 : tile<f32>
        yield %40 : tile<f32>
      }
      %42 = maxf %32, %41 : tile<16xf32>
      continue %42 : tile<16xf32>
    }
    %44, %45, %46 = get_tile_block_id : tile<i32>
    %47 = store_view_tko weak %43, %16[%44] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=16, BN=512]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(16x512), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21, %22 = load_view_tko weak %15[%17, %20] : partition_view<tile=(16x512), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x512xbf16>, token
    %26 = reduce %21 dim=1 identities=[-inf] : tile<16x512xbf16> -> tile<16xbf16> {
    ^bb0(%23: tile<bf16>, %24: tile<bf16>):
      %25 = maxf %23, %24 : tile<bf16>
      yield %25 : tile<bf16>
    }
    %27 = constant <i32: 512> : tile<i32>
    %28 = divi %10, %27 signed rounding positive_inf : tile<i32>
    %29 = constant <i32: 1> : tile<i32>
    %30 = constant <i32: 1> : tile<i32>
    %43 = for %31 in (%29 to %28, step %30) : tile<i32> iter_values(%32 = %26) -> (tile<16xbf16>) {
      %33, %34, %35 = get_tile_block_id : tile<i32>
      %36, %37 = load_view_tko weak %15[%33, %31] : partition_view<tile=(16x512), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x512xbf16>, token
      %41 = reduce %36 dim=1 identities=[-inf] : tile<16x512xbf16> -> tile<16xbf16> {
      ^bb0(%38: tile<bf16>, %39: tile<bf16>):
        %40 = maxf %38, %39 : tile<bf16>
        yield %40 : tile<bf16>
      }
      %42 = maxf %32, %41 : tile<16xbf16>
      continue %42 : tile<16xbf16>
    }
    %44, %45, %46 = get_tile_block_id : tile<i32>
    %47 = store_view_tko weak %43, %16[%44] : tile<16xbf16>, partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_mean [BM=16, BN=256]
cuda_tile.module @row_mean {
  entry @row_mean(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<16xf32>
    %18 = constant <i32: 256> : tile<i32>
    %19 = divi %10, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %34 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<16xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%24, %22] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %32 = reduce %27 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%29: tile<f32>, %30: tile<f32>):
        %31 = addf %29, %30 : tile<f32>
        yield %31 : tile<f32>
      }
      %33 = addf %23, %32 : tile<16xf32>
      continue %33 : tile<16xf32>
    }
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38 = itof %10 signed : tile<i32> -> tile<f32>
    %39 = reshape %38 : tile<f32> -> tile<1xf32>
    %40 = broadcast %39 : tile<1xf32> -> tile<16xf32>
    %41 = divf %34, %40 : tile<16xf32>
    %42 = store_view_tko weak %41, %16[%35] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_mean [BM=16, BN=512]
cuda_tile.module @row_mean {
  entry @row_mean(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f16>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xf16, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<16xf32>
    %18 = constant <i32: 512> : tile<i32>
    %19 = divi %10, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %35 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<16xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%24, %22] : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x512xf16>, token
      %29 = ftof %27 : tile<16x512xf16> -> tile<16x512xf32>
      %33 = reduce %29 dim=1 identities=[0] : tile<16x512xf32> -> tile<16xf32> {
      ^bb0(%30: tile<f32>, %31: tile<f32>):
        %32 = addf %30, %31 : tile<f32>
        yield %32 : tile<f32>
      }
      %34 = addf %23, %33 : tile<16xf32>
      continue %34 : tile<16xf32>
    }
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = itof %10 signed : tile<i32> -> tile<f32>
    %40 = reshape %39 : tile<f32> -> tile<1xf32>
    %41 = broadcast %40 : tile<1xf32> -> tile<16xf32>
    %42 = divf %35, %41 : tile<16xf32>
    %43 = ftof %42 : tile<16xf32> -> tile<16xf16>
    %44 = store_view_tko weak %43, %16[%36] : tile<16xf16>, partition_view<tile=(16), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel col_sum [BM=64, BN=64]
cuda_tile.module @col_sum {
  entry @col_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<64xf32>
    %18 = constant <i32: 64> : tile<i32>
    %19 = divi %9, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %34 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<64xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%22, %24] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %32 = reduce %27 dim=0 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%29: tile<f32>, %30: tile<f32>):
        %31 = addf %29, %30 : tile<f32>
        yield %31 : tile<f32>
      }
      %33 = addf %23, %32 : tile<64xf32>
      continue %33 : tile<64xf32>
    }
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38 = store_view_tko weak %34, %16[%35] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel col_sum [BM=64, BN=128]
cuda_tile.module @col_sum {
  entry @col_sum(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
    %17 = constant <f32: 0.0> : tile<128xf32>
    %18 = constant <i32: 64> : tile<i32>
    %19 = divi %9, %18 signed rounding positive_inf : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21 = constant <i32: 1> : tile<i32>
    %35 = for %22 in (%20 to %19, step %21) : tile<i32> iter_values(%23 = %17) -> (tile<128xf32>) {
      %24, %25, %26 = get_tile_block_id : tile<i32>
      %27, %28 = load_view_tko weak %15[%22, %24] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %29 = ftof %27 : tile<64x128xf16> -> tile<64x128xf32>
      %33 = reduce %29 dim=0 identities=[0] : tile<64x128xf32> -> tile<128xf32> {
      ^bb0(%30: tile<f32>, %31: tile<f32>):
        %32 = addf %30, %31 : tile<f32>
        yield %32 : tile<f32>
      }
      %34 = addf %23, %33 : tile<128xf32>
      continue %34 : tile<128xf32>
    }
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = store_view_tko weak %35, %16[%36] : tile<128xf32>, partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
