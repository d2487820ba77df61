// kernel gemm_nn []
cuda_tile.module @gemm_nn {
  entry @gemm_nn(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = assume div_by<8>, %3 : tile<i32>
    %19 = make_tensor_view %15, shape = [%16, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %7 : tile<i32>
    %23 = assume div_by<8>, %8 : tile<i32>
    %24 = make_tensor_view %20, shape = [%21, %22], strides = [%23, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume div_by<2>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27], strides = [%28, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 64> : tile<i32>
    %40 = divi %17, %39 signed rounding negative_inf : tile<i32>
    %41 = constant <f32: 0.0> : tile<128x128xf32>
    %42 = constant <i32: 0> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %51 = for %44 in (%42 to %40, step %43) : tile<i32> iter_values(%45 = %41) -> (tile<128x128xf32>) {
      %46, %47 = load_view_tko weak %30[%33, %44] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %48, %49 = load_view_tko weak %31[%44, %37] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %50 = mmaf %46, %48, %45 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %50 : tile<128x128xf32>
    }
    %52 = store_view_tko weak %51, %32[%33, %37] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel gemm_nt []
cuda_tile.module @gemm_nt {
  entry @gemm_nt(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = assume div_by<8>, %3 : tile<i32>
    %19 = make_tensor_view %15, shape = [%16, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %7 : tile<i32>
    %23 = assume div_by<8>, %8 : tile<i32>
    %24 = make_tensor_view %20, shape = [%21, %22], strides = [%23, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume div_by<2>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27], strides = [%28, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 64> : tile<i32>
    %40 = divi %17, %39 signed rounding negative_inf : tile<i32>
    %41 = constant <f32: 0.0> : tile<128x128xf32>
    %42 = constant <i32: 0> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %52 = for %44 in (%42 to %40, step %43) : tile<i32> iter_values(%45 = %41) -> (tile<128x128xf32>) {
      %46, %47 = load_view_tko weak %30[%33, %44] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %48, %49 = load_view_tko weak %31[%37, %44] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %50 = permute %48 [1, 0] : tile<128x64xf16> -> tile<64x128xf16>
      %51 = mmaf %46, %50, %45 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %51 : tile<128x128xf32>
    }
    %53 = store_view_tko weak %52, %32[%33, %37] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel gemm_tt []
cuda_tile.module @gemm_tt {
  entry @gemm_tt(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = assume div_by<8>, %4 : tile<i32>
    %19 = make_tensor_view %15, shape = [%16, %17], strides = [1, %18] : tile<i32> -> tensor_view<?x?xbf16, strides=[1,?]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %7 : tile<i32>
    %23 = assume div_by<8>, %9 : tile<i32>
    %24 = make_tensor_view %20, shape = [%21, %22], strides = [1, %23] : tile<i32> -> tensor_view<?x?xbf16, strides=[1,?]>
    %25 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume div_by<4>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27], strides = [%28, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[1,?]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[1,?]>>
    %32 = make_partition_view %29 : partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 64> : tile<i32>
    %40 = divi %17, %39 signed rounding negative_inf : tile<i32>
    %41 = constant <f32: 0.0> : tile<128x256xf32>
    %42 = constant <i32: 0> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %51 = for %44 in (%42 to %40, step %43) : tile<i32> iter_values(%45 = %41) -> (tile<128x256xf32>) {
      %46, %47 = load_view_tko weak %30[%33, %44] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[1,?]>>, tile<i32> -> tile<128x64xbf16>, token
      %48, %49 = load_view_tko weak %31[%44, %37] : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[1,?]>>, tile<i32> -> tile<64x256xbf16>, token
      %50 = mmaf %46, %48, %45 : tile<128x64xbf16>, tile<64x256xbf16>, tile<128x256xf32>
      continue %50 : tile<128x256xf32>
    }
    %52 = ftof %51 : tile<128x256xf32> -> tile<128x256xbf16>
    %53 = store_view_tko weak %52, %32[%33, %37] : tile<128x256xbf16>, partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
