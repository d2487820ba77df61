// kernel transpose_2d [TM=64, TN=64]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %24[%26, %30] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = permute %32 [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %41 = store_view_tko weak %40, %25[%35, %37] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=64, TN=128]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %24[%26, %30] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = permute %32 [1, 0] : tile<64x128xf16> -> tile<128x64xf16>
    %41 = store_view_tko weak %40, %25[%35, %37] : tile<128x64xf16>, partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=32, TN=32]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<i32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %24[%26, %30] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x32xi32>, token
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = permute %32 [1, 0] : tile<32x32xi32> -> tile<32x32xi32>
    %41 = store_view_tko weak %40, %25[%35, %37] : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_batched [TM=64, TN=64]
cuda_tile.module @transpose_batched {
  entry @transpose_batched(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f32>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f32>>
    %15 = assume div_by<16>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %2 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %3 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %4 : tile<i32>
    %22 = assume div_by<16>, %5 : tile<i32>
    %23 = make_tensor_view %14, shape = [%16, %18, %20], strides = [%21, %22, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %24 = assume div_by<16>, %7 : tile<ptr<f32>>
    %25 = assume div_by<16>, %8 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %9 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %10 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<16>, %11 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = make_tensor_view %24, shape = [%26, %28, %30], strides = [%31, %32, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %34 = make_partition_view %23 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %35 = make_partition_view %33 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45, %46 = load_view_tko weak %34[%38, %39, %43] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf32>, token
    %47, %48, %49 = get_tile_block_id : tile<i32>
    %50, %51, %52 = get_tile_block_id : tile<i32>
    %53, %54, %55 = get_tile_block_id : tile<i32>
    %56 = permute %45 [0, 2, 1] : tile<1x64x64xf32> -> tile<1x64x64xf32>
    %57 = store_view_tko weak %56, %35[%49, %51, %53] : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_batched [TM=64, TN=64]
cuda_tile.module @transpose_batched {
  entry @transpose_batched(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %15 = assume div_by<16>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %2 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %3 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %4 : tile<i32>
    %22 = assume div_by<16>, %5 : tile<i32>
    %23 = make_tensor_view %14, shape = [%16, %18, %20], strides = [%21, %22, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %24 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %8 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %9 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %10 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<16>, %11 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = make_tensor_view %24, shape = [%26, %28, %30], strides = [%31, %32, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %34 = make_partition_view %23 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %35 = make_partition_view %33 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45, %46 = load_view_tko weak %34[%38, %39, %43] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xbf16>, token
    %47, %48, %49 = get_tile_block_id : tile<i32>
    %50, %51, %52 = get_tile_block_id : tile<i32>
    %53, %54, %55 = get_tile_block_id : tile<i32>
    %56 = permute %45 [0, 2, 1] : tile<1x64x64xbf16> -> tile<1x64x64xbf16>
    %57 = store_view_tko weak %56, %35[%49, %51, %53] : tile<1x64x64xbf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
