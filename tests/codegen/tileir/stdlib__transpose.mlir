// kernel transpose_2d [TM=64, TN=64]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27 = load_view_tko weak %18[%20, %24] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %28, %29, %30 = get_tile_block_id : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = permute %26 [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %35 = store_view_tko weak %34, %19[%29, %31] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=64, TN=128]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27 = load_view_tko weak %18[%20, %24] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
    %28, %29, %30 = get_tile_block_id : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = permute %26 [1, 0] : tile<64x128xf16> -> tile<128x64xf16>
    %35 = store_view_tko weak %34, %19[%29, %31] : tile<128x64xf16>, partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=32, TN=32]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27 = load_view_tko weak %18[%20, %24] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> tile<32x32xi32>, token
    %28, %29, %30 = get_tile_block_id : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = permute %26 [1, 0] : tile<32x32xi32> -> tile<32x32xi32>
    %35 = store_view_tko weak %34, %19[%29, %31] : tile<32x32xi32>, partition_view<tile=(32x32), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_batched [TM=64, TN=64]
cuda_tile.module @transpose_batched {
  entry @transpose_batched(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f32>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %3 : tile<i32>
    %18 = make_tensor_view %14, shape = [%15, %16, %17], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %19 = assume div_by<16>, %7 : tile<ptr<f32>>
    %20 = assume bounded<0, ?>, %8 : tile<i32>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %19, shape = [%20, %21, %22], strides = [%11, %12, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %24 = make_partition_view %18 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35, %36 = load_view_tko weak %24[%28, %29, %33] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf32>, token
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43, %44, %45 = get_tile_block_id : tile<i32>
    %46 = permute %35 [0, 2, 1] : tile<1x64x64xf32> -> tile<1x64x64xf32>
    %47 = store_view_tko weak %46, %25[%39, %41, %43] : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_batched [TM=64, TN=64]
cuda_tile.module @transpose_batched {
  entry @transpose_batched(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %15 = assume bounded<0, ?>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %3 : tile<i32>
    %18 = make_tensor_view %14, shape = [%15, %16, %17], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %19 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %8 : tile<i32>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %19, shape = [%20, %21, %22], strides = [%11, %12, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %24 = make_partition_view %18 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35, %36 = load_view_tko weak %24[%28, %29, %33] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xbf16>, token
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43, %44, %45 = get_tile_block_id : tile<i32>
    %46 = permute %35 [0, 2, 1] : tile<1x64x64xbf16> -> tile<1x64x64xbf16>
    %47 = store_view_tko weak %46, %25[%39, %41, %43] : tile<1x64x64xbf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
