// kernel transpose_2d [TM=64, TN=64]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume bounded<0, ?>, %2 : tile<i32>
    %14 = make_tensor_view %10, shape = [%12, %13], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume bounded<0, ?>, %6 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %15, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %14 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = permute %29 [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %38 = store_view_tko weak %37, %22[%32, %34] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=32, TN=128]
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
    %18 = make_partition_view %13 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27 = load_view_tko weak %18[%20, %24] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x128xf32>, token
    %28, %29, %30 = get_tile_block_id : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = permute %26 [1, 0] : tile<32x128xf32> -> tile<128x32xf32>
    %35 = store_view_tko weak %34, %19[%29, %31] : tile<128x32xf32>, partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=64, TN=64]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume div_by<8>, %2 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = assume div_by<8>, %3 : tile<i32>
    %15 = make_tensor_view %10, shape = [%11, %13], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %16 = assume div_by<16>, %5 : tile<ptr<f32>>
    %17 = assume div_by<8>, %6 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %16, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %15 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = permute %29 [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %38 = store_view_tko weak %37, %22[%32, %34] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_2d [TM=32, TN=32]
cuda_tile.module @transpose_2d {
  entry @transpose_2d(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i32>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<2>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<2>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<i32>>
    %18 = assume div_by<2>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<4>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<4>, %8 : tile<i32>
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
  entry @transpose_batched(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %1 : tile<i32>
    %16 = assume div_by<4>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<2>, %3 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<8>, %4 : tile<i32>
    %21 = assume div_by<2>, %5 : tile<i32>
    %22 = make_tensor_view %14, shape = [%15, %17, %19], strides = [%20, %21, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %23 = assume div_by<16>, %7 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %8 : tile<i32>
    %25 = assume div_by<2>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<4>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<4>, %11 : tile<i32>
    %30 = assume div_by<4>, %12 : tile<i32>
    %31 = make_tensor_view %23, shape = [%24, %26, %28], strides = [%29, %30, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %32 = make_partition_view %22 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %33 = make_partition_view %31 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43, %44 = load_view_tko weak %32[%36, %37, %41] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %45, %46, %47 = get_tile_block_id : tile<i32>
    %48, %49, %50 = get_tile_block_id : tile<i32>
    %51, %52, %53 = get_tile_block_id : tile<i32>
    %54 = permute %43 [0, 2, 1] : tile<1x64x64xf16> -> tile<1x64x64xf16>
    %55 = store_view_tko weak %54, %33[%47, %49, %51] : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_by_order [TM=32, TN=64]
cuda_tile.module @transpose_by_order {
  entry @transpose_by_order(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume bounded<0, ?>, %2 : tile<i32>
    %14 = make_tensor_view %10, shape = [%12, %13], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume bounded<0, ?>, %6 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %15, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %14 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%27, %23] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<64x32xf32>, token
    %31 = store_view_tko weak %29, %22[%27, %23] : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel transpose_last_two [TM=32, TN=16]
cuda_tile.module @transpose_last_two {
  entry @transpose_last_two(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %1 : tile<i32>
    %16 = assume div_by<4>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<2>, %3 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<8>, %4 : tile<i32>
    %21 = assume div_by<2>, %5 : tile<i32>
    %22 = make_tensor_view %14, shape = [%15, %17, %19], strides = [%20, %21, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %23 = assume div_by<16>, %7 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %8 : tile<i32>
    %25 = assume div_by<2>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<4>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<4>, %11 : tile<i32>
    %30 = assume div_by<4>, %12 : tile<i32>
    %31 = make_tensor_view %23, shape = [%24, %26, %28], strides = [%29, %30, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %32 = make_partition_view %22 : partition_view<tile=(1x16x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0,2,1]>
    %33 = make_partition_view %31 : partition_view<tile=(1x16x32), tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43, %44 = load_view_tko weak %32[%42, %38, %34] : partition_view<tile=(1x16x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0,2,1]>, tile<i32> -> tile<1x16x32xf16>, token
    %45 = store_view_tko weak %43, %33[%42, %38, %34] : tile<1x16x32xf16>, partition_view<tile=(1x16x32), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
