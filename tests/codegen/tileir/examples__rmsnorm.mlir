// kernel rmsnorm_rows [eps=1e-6, BN=1024]
cuda_tile.module @rmsnorm_rows {
  entry @rmsnorm_rows(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<8>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = make_tensor_view %13, shape = [%15, %16], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = assume div_by<16>, %5 : tile<ptr<f32>>
    %19 = assume bounded<0, ?>, %6 : tile<i32>
    %20 = make_tensor_view %18, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = assume div_by<16>, %8 : tile<ptr<f32>>
    %22 = assume div_by<8>, %9 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume bounded<0, ?>, %10 : tile<i32>
    %25 = make_tensor_view %21, shape = [%23, %24], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %26 = make_partition_view %17 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %27 = make_partition_view %20 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %28 = make_partition_view %25 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %26[%29, %32] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %35 = mulf %33, %33 : tile<1x1024xf32>
    %39 = reduce %35 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%36: tile<f32>, %37: tile<f32>):
      %38 = addf %36, %37 : tile<f32>
      yield %38 : tile<f32>
    }
    %40 = reshape %39 : tile<1xf32> -> tile<1x1xf32>
    %41 = itof %16 signed : tile<i32> -> tile<f32>
    %42 = reshape %41 : tile<f32> -> tile<1x1xf32>
    %43 = divf %40, %42 : tile<1x1xf32>
    %44 = constant <i32: 0> : tile<i32>
    %45, %46 = load_view_tko weak %27[%44] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %47, %48, %49 = get_tile_block_id : tile<i32>
    %50 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %51 = addf %43, %50 : tile<1x1xf32>
    %52 = rsqrt %51 : tile<1x1xf32>
    %53 = broadcast %52 : tile<1x1xf32> -> tile<1x1024xf32>
    %54 = mulf %33, %53 : tile<1x1024xf32>
    %55 = reshape %45 : tile<1024xf32> -> tile<1x1024xf32>
    %56 = mulf %54, %55 : tile<1x1024xf32>
    %57 = constant <i32: 0> : tile<i32>
    %58 = store_view_tko weak %56, %28[%47, %57] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=8, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<8>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = make_tensor_view %13, shape = [%15, %16], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = assume div_by<16>, %5 : tile<ptr<f32>>
    %19 = assume bounded<0, ?>, %6 : tile<i32>
    %20 = make_tensor_view %18, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = assume div_by<16>, %8 : tile<ptr<f32>>
    %22 = assume div_by<8>, %9 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume bounded<0, ?>, %10 : tile<i32>
    %25 = make_tensor_view %21, shape = [%23, %24], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %26 = make_partition_view %17 : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %27 = make_partition_view %20 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %28 = make_partition_view %25 : partition_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %26[%29, %32] : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x1024xf32>, token
    %35 = mulf %33, %33 : tile<8x1024xf32>
    %39 = reduce %35 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%36: tile<f32>, %37: tile<f32>):
      %38 = addf %36, %37 : tile<f32>
      yield %38 : tile<f32>
    }
    %40 = reshape %39 : tile<8xf32> -> tile<8x1xf32>
    %41 = itof %16 signed : tile<i32> -> tile<f32>
    %42 = reshape %41 : tile<f32> -> tile<1x1xf32>
    %43 = broadcast %42 : tile<1x1xf32> -> tile<8x1xf32>
    %44 = divf %40, %43 : tile<8x1xf32>
    %45 = constant <i32: 0> : tile<i32>
    %46, %47 = load_view_tko weak %27[%45] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %48, %49, %50 = get_tile_block_id : tile<i32>
    %51 = constant <f32: 0.0000009999999974752427> : tile<8x1xf32>
    %52 = addf %44, %51 : tile<8x1xf32>
    %53 = rsqrt %52 : tile<8x1xf32>
    %54 = broadcast %53 : tile<8x1xf32> -> tile<8x1024xf32>
    %55 = mulf %33, %54 : tile<8x1024xf32>
    %56 = reshape %46 : tile<1024xf32> -> tile<1x1024xf32>
    %57 = broadcast %56 : tile<1x1024xf32> -> tile<8x1024xf32>
    %58 = mulf %55, %57 : tile<8x1024xf32>
    %59 = constant <i32: 0> : tile<i32>
    %60 = store_view_tko weak %58, %28[%48, %59] : tile<8x1024xf32>, partition_view<tile=(8x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=4, BN=128, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<8>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = make_tensor_view %13, shape = [%15, %16], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = assume div_by<16>, %5 : tile<ptr<f32>>
    %19 = assume bounded<0, ?>, %6 : tile<i32>
    %20 = make_tensor_view %18, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = assume div_by<16>, %8 : tile<ptr<f32>>
    %22 = assume div_by<8>, %9 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume bounded<0, ?>, %10 : tile<i32>
    %25 = make_tensor_view %21, shape = [%23, %24], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %26 = make_partition_view %17 : partition_view<tile=(4x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %27 = make_partition_view %20 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %28 = make_partition_view %25 : partition_view<tile=(4x128), tensor_view<?x?xf32, strides=[?,1]>>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32 = constant <i32: 128> : tile<i32>
    %33 = divi %16, %32 signed rounding positive_inf : tile<i32>
    %34 = constant <f32: 0.0> : tile<4x1xf32>
    %35 = constant <i32: 0> : tile<i32>
    %36 = constant <i32: 1> : tile<i32>
    %48 = for %37 in (%35 to %33, step %36) : tile<i32> iter_values(%38 = %34) -> (tile<4x1xf32>) {
      %39, %40 = load_view_tko weak %26[%29, %37] : partition_view<tile=(4x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x128xf32>, token
      %41 = mulf %39, %39 : tile<4x128xf32>
      %45 = reduce %41 dim=1 identities=[0] : tile<4x128xf32> -> tile<4xf32> {
      ^bb0(%42: tile<f32>, %43: tile<f32>):
        %44 = addf %42, %43 : tile<f32>
        yield %44 : tile<f32>
      }
      %46 = reshape %45 : tile<4xf32> -> tile<4x1xf32>
      %47 = addf %38, %46 : tile<4x1xf32>
      continue %47 : tile<4x1xf32>
    }
    %49 = itof %16 signed : tile<i32> -> tile<f32>
    %50 = reshape %49 : tile<f32> -> tile<1x1xf32>
    %51 = broadcast %50 : tile<1x1xf32> -> tile<4x1xf32>
    %52 = divf %48, %51 : tile<4x1xf32>
    %53 = constant <f32: 0.0000009999999974752427> : tile<4x1xf32>
    %54 = addf %52, %53 : tile<4x1xf32>
    %55 = rsqrt %54 : tile<4x1xf32>
    %56 = constant <i32: 0> : tile<i32>
    %57 = constant <i32: 1> : tile<i32>
    %58 = make_token : token
    %71 = for %59 in (%56 to %33, step %57) : tile<i32> iter_values(%60 = %58) -> (token) {
      %61, %62 = load_view_tko weak %26[%29, %59] : partition_view<tile=(4x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x128xf32>, token
      %63, %64 = load_view_tko weak %27[%59] : partition_view<tile=(128), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
      %65 = broadcast %55 : tile<4x1xf32> -> tile<4x128xf32>
      %66 = mulf %61, %65 : tile<4x128xf32>
      %67 = reshape %63 : tile<128xf32> -> tile<1x128xf32>
      %68 = broadcast %67 : tile<1x128xf32> -> tile<4x128xf32>
      %69 = mulf %66, %68 : tile<4x128xf32>
      %70 = store_view_tko weak %69, %28[%29, %59] token = %60 : tile<4x128xf32>, partition_view<tile=(4x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %70 : token
    }
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = make_tensor_view %17, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %20 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 1024> : tile<i32>
    %31 = divi %15, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <f32: 0.0> : tile<1x1xf32>
    %33 = constant <i32: 0> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %47 = for %35 in (%33 to %31, step %34) : tile<i32> iter_values(%36 = %32) -> (tile<1x1xf32>) {
      %37, %38 = load_view_tko weak %24[%27, %35] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
      %39 = ftof %37 : tile<1x1024xbf16> -> tile<1x1024xf32>
      %40 = mulf %39, %39 : tile<1x1024xf32>
      %44 = reduce %40 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%41: tile<f32>, %42: tile<f32>):
        %43 = addf %41, %42 : tile<f32>
        yield %43 : tile<f32>
      }
      %45 = reshape %44 : tile<1xf32> -> tile<1x1xf32>
      %46 = addf %36, %45 : tile<1x1xf32>
      continue %46 : tile<1x1xf32>
    }
    %48 = itof %15 signed : tile<i32> -> tile<f32>
    %49 = reshape %48 : tile<f32> -> tile<1x1xf32>
    %50 = divf %47, %49 : tile<1x1xf32>
    %51 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %52 = addf %50, %51 : tile<1x1xf32>
    %53 = rsqrt %52 : tile<1x1xf32>
    %54 = constant <i32: 0> : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = make_token : token
    %71 = for %57 in (%54 to %31, step %55) : tile<i32> iter_values(%58 = %56) -> (token) {
      %59, %60 = load_view_tko weak %24[%27, %57] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
      %61 = ftof %59 : tile<1x1024xbf16> -> tile<1x1024xf32>
      %62, %63 = load_view_tko weak %25[%57] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
      %64 = ftof %62 : tile<1024xbf16> -> tile<1024xf32>
      %65 = broadcast %53 : tile<1x1xf32> -> tile<1x1024xf32>
      %66 = mulf %61, %65 : tile<1x1024xf32>
      %67 = reshape %64 : tile<1024xf32> -> tile<1x1024xf32>
      %68 = mulf %66, %67 : tile<1x1024xf32>
      %69 = ftof %68 : tile<1x1024xf32> -> tile<1x1024xbf16>
      %70 = store_view_tko weak %69, %26[%27, %57] token = %58 : tile<1x1024xbf16>, partition_view<tile=(1x1024), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %70 : token
    }
    return
  }
}
