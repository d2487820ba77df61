// kernel row_softmax [BN=1024, OCC=4]
cuda_tile.module @row_softmax {
  entry @row_softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %35 = reduce %30 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%32: tile<f32>, %33: tile<f32>):
      %34 = maxf %32, %33 propagate_nan : tile<f32>
      yield %34 : tile<f32>
    }
    %36 = reshape %35 : tile<1xf32> -> tile<1x1xf32>
    %37 = broadcast %36 : tile<1x1xf32> -> tile<1x1024xf32>
    %38 = subf %30, %37 : tile<1x1024xf32>
    %39 = exp %38 : tile<1x1024xf32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %46 = reduce %39 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%43: tile<f32>, %44: tile<f32>):
      %45 = addf %43, %44 : tile<f32>
      yield %45 : tile<f32>
    }
    %47 = reshape %46 : tile<1xf32> -> tile<1x1xf32>
    %48 = broadcast %47 : tile<1x1xf32> -> tile<1x1024xf32>
    %49 = divf %39, %48 : tile<1x1024xf32>
    %50 = constant <i32: 0> : tile<i32>
    %51 = store_view_tko weak %49, %25[%40, %50] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_softmax [BN=1024, OCC=1]
cuda_tile.module @row_softmax {
  entry @row_softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 1}> {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %35 = reduce %30 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%32: tile<f32>, %33: tile<f32>):
      %34 = maxf %32, %33 propagate_nan : tile<f32>
      yield %34 : tile<f32>
    }
    %36 = reshape %35 : tile<1xf32> -> tile<1x1xf32>
    %37 = broadcast %36 : tile<1x1xf32> -> tile<1x1024xf32>
    %38 = subf %30, %37 : tile<1x1024xf32>
    %39 = exp %38 : tile<1x1024xf32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %46 = reduce %39 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%43: tile<f32>, %44: tile<f32>):
      %45 = addf %43, %44 : tile<f32>
      yield %45 : tile<f32>
    }
    %47 = reshape %46 : tile<1xf32> -> tile<1x1xf32>
    %48 = broadcast %47 : tile<1x1xf32> -> tile<1x1024xf32>
    %49 = divf %39, %48 : tile<1x1024xf32>
    %50 = constant <i32: 0> : tile<i32>
    %51 = store_view_tko weak %49, %25[%40, %50] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_scale [BN=512]
cuda_tile.module @row_scale {
  entry @row_scale(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 8}> {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x512xf32>, token
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35 = constant <f32: 2.0> : tile<1x512xf32>
    %36 = mulf %30, %35 : tile<1x512xf32>
    %37 = constant <i32: 0> : tile<i32>
    %38 = store_view_tko weak %36, %25[%32, %37] : tile<1x512xf32>, partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel mm_cluster [NC=2]
cuda_tile.module @mm_cluster {
  entry @mm_cluster(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 1, num_cta_in_cga = 2, num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume div_by<16>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %23 = assume div_by<16>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(256x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 0> : tile<i32>
    %43, %44 = load_view_tko weak %36[%39, %42] : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<256x64xbf16>, token
    %45 = constant <i32: 0> : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47, %48 = load_view_tko weak %37[%45, %46] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
    %49 = constant <f32: 0.0> : tile<256x128xf32>
    %50 = mmaf %43, %47, %49 : tile<256x64xbf16>, tile<64x128xbf16>, tile<256x128xf32>
    %51, %52, %53 = get_tile_block_id : tile<i32>
    %54 = ftof %50 : tile<256x128xf32> -> tile<256x128xbf16>
    %55 = constant <i32: 0> : tile<i32>
    %56 = store_view_tko weak %54, %38[%51, %55] : tile<256x128xbf16>, partition_view<tile=(256x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_softmax_no_tma [BN=4096]
cuda_tile.module @row_softmax_no_tma {
  entry @row_softmax_no_tma(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %32 = ftof %30 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %33 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
    %34 = mulf %32, %33 : tile<1x4096xf32>
    %38 = reduce %32 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = maxf %35, %36 propagate_nan : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<1xf32> -> tile<1x1xf32>
    %40 = constant <f32: 1.4426950216293335> : tile<1x1xf32>
    %41 = mulf %39, %40 : tile<1x1xf32>
    %42 = broadcast %41 : tile<1x1xf32> -> tile<1x4096xf32>
    %43 = subf %34, %42 : tile<1x4096xf32>
    %44 = exp2 %43 flush_to_zero : tile<1x4096xf32>
    %45, %46, %47 = get_tile_block_id : tile<i32>
    %51 = reduce %44 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%48: tile<f32>, %49: tile<f32>):
      %50 = addf %48, %49 : tile<f32>
      yield %50 : tile<f32>
    }
    %52 = reshape %51 : tile<1xf32> -> tile<1x1xf32>
    %53 = broadcast %52 : tile<1x1xf32> -> tile<1x4096xf32>
    %54 = divf %44, %53 : tile<1x4096xf32>
    %55 = ftof %54 : tile<1x4096xf32> -> tile<1x4096xbf16>
    %56 = constant <i32: 0> : tile<i32>
    %57 = store_view_tko weak %55, %25[%45, %56] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_copy [BN=4096, STATIC=1]
cuda_tile.module @row_copy {
  entry @row_copy(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [256, 4096], strides = [%15, 1] : tile<i32> -> tensor_view<256x4096xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [256, 4096], strides = [%22, 1] : tile<i32> -> tensor_view<256x4096xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<256x4096xbf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<256x4096xbf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%29, %32] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : partition_view<tile=(1x4096), padding_value = zero, tensor_view<256x4096xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %35 = constant <i32: 0> : tile<i32>
    %36 = store_view_tko weak %33, %25[%26, %35] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<256x4096xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_copy [BN=4096, STATIC=0]
cuda_tile.module @row_copy {
  entry @row_copy(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%29, %32] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %35 = constant <i32: 0> : tile<i32>
    %36 = store_view_tko weak %33, %25[%26, %35] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_warps [BN=1024, W=8, C=2]
cuda_tile.module @row_warps {
  entry @row_warps(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_cta_in_cga = 2, num_worker_warps_per_cta = 8}> {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%29, %32] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %35 = constant <f32: 2.0> : tile<1x1024xf32>
    %36 = mulf %33, %35 : tile<1x1024xf32>
    %37 = constant <i32: 0> : tile<i32>
    %38 = store_view_tko weak %36, %25[%26, %37] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_warps [BN=1024, W=0, C=0]
cuda_tile.module @row_warps {
  entry @row_warps(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%29, %32] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %35 = constant <f32: 2.0> : tile<1x1024xf32>
    %36 = mulf %33, %35 : tile<1x1024xf32>
    %37 = constant <i32: 0> : tile<i32>
    %38 = store_view_tko weak %36, %25[%26, %37] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
