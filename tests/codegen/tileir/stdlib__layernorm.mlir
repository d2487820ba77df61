// kernel layernorm [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f32>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 0> : tile<i32>
    %46, %47 = load_view_tko weak %38[%42, %45] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %51 = reduce %46 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%48: tile<f32>, %49: tile<f32>):
      %50 = addf %48, %49 : tile<f32>
      yield %50 : tile<f32>
    }
    %52 = reshape %51 : tile<4xf32> -> tile<4x1xf32>
    %53 = itof %20 signed : tile<i32> -> tile<f32>
    %54 = reshape %53 : tile<f32> -> tile<1x1xf32>
    %55 = broadcast %54 : tile<1x1xf32> -> tile<4x1xf32>
    %56 = divf %52, %55 : tile<4x1xf32>
    %57 = iota : tile<1024xi32>
    %58 = reshape %20 : tile<i32> -> tile<1xi32>
    %59 = broadcast %58 : tile<1xi32> -> tile<1024xi32>
    %60 = cmpi less_than %57, %59, signed : tile<1024xi32> -> tile<1024xi1>
    %61 = broadcast %56 : tile<4x1xf32> -> tile<4x1024xf32>
    %62 = subf %46, %61 : tile<4x1024xf32>
    %63 = reshape %60 : tile<1024xi1> -> tile<1x1024xi1>
    %64 = broadcast %63 : tile<1x1024xi1> -> tile<4x1024xi1>
    %65 = constant <f32: 0.0> : tile<4x1024xf32>
    %66 = select %64, %62, %65 : tile<4x1024xi1>, tile<4x1024xf32>
    %67 = mulf %66, %66 : tile<4x1024xf32>
    %71 = reduce %67 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%68: tile<f32>, %69: tile<f32>):
      %70 = addf %68, %69 : tile<f32>
      yield %70 : tile<f32>
    }
    %72 = reshape %71 : tile<4xf32> -> tile<4x1xf32>
    %73 = itof %20 signed : tile<i32> -> tile<f32>
    %74 = reshape %73 : tile<f32> -> tile<1x1xf32>
    %75 = broadcast %74 : tile<1x1xf32> -> tile<4x1xf32>
    %76 = divf %72, %75 : tile<4x1xf32>
    %77 = constant <i32: 0> : tile<i32>
    %78, %79 = load_view_tko weak %39[%77] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %80 = constant <i32: 0> : tile<i32>
    %81, %82 = load_view_tko weak %40[%80] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %83 = constant <f32: 0.000009999999747378752> : tile<4x1xf32>
    %84 = addf %76, %83 : tile<4x1xf32>
    %85 = rsqrt %84 : tile<4x1xf32>
    %86 = broadcast %85 : tile<4x1xf32> -> tile<4x1024xf32>
    %87 = mulf %66, %86 : tile<4x1024xf32>
    %88 = reshape %78 : tile<1024xf32> -> tile<1x1024xf32>
    %89 = broadcast %88 : tile<1x1024xf32> -> tile<4x1024xf32>
    %90 = mulf %87, %89 : tile<4x1024xf32>
    %91 = reshape %81 : tile<1024xf32> -> tile<1x1024xf32>
    %92 = broadcast %91 : tile<1x1024xf32> -> tile<4x1024xf32>
    %93 = addf %90, %92 : tile<4x1024xf32>
    %94, %95, %96 = get_tile_block_id : tile<i32>
    %97 = constant <i32: 0> : tile<i32>
    %98 = store_view_tko weak %93, %41[%94, %97] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm [eps=1e-5, BM=8, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 0> : tile<i32>
    %46, %47 = load_view_tko weak %38[%42, %45] : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<8x1024xf16>, token
    %48 = ftof %46 : tile<8x1024xf16> -> tile<8x1024xf32>
    %52 = reduce %48 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%49: tile<f32>, %50: tile<f32>):
      %51 = addf %49, %50 : tile<f32>
      yield %51 : tile<f32>
    }
    %53 = reshape %52 : tile<8xf32> -> tile<8x1xf32>
    %54 = itof %20 signed : tile<i32> -> tile<f32>
    %55 = reshape %54 : tile<f32> -> tile<1x1xf32>
    %56 = broadcast %55 : tile<1x1xf32> -> tile<8x1xf32>
    %57 = divf %53, %56 : tile<8x1xf32>
    %58 = iota : tile<1024xi32>
    %59 = reshape %20 : tile<i32> -> tile<1xi32>
    %60 = broadcast %59 : tile<1xi32> -> tile<1024xi32>
    %61 = cmpi less_than %58, %60, signed : tile<1024xi32> -> tile<1024xi1>
    %62 = broadcast %57 : tile<8x1xf32> -> tile<8x1024xf32>
    %63 = subf %48, %62 : tile<8x1024xf32>
    %64 = reshape %61 : tile<1024xi1> -> tile<1x1024xi1>
    %65 = broadcast %64 : tile<1x1024xi1> -> tile<8x1024xi1>
    %66 = constant <f32: 0.0> : tile<8x1024xf32>
    %67 = select %65, %63, %66 : tile<8x1024xi1>, tile<8x1024xf32>
    %68 = mulf %67, %67 : tile<8x1024xf32>
    %72 = reduce %68 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%69: tile<f32>, %70: tile<f32>):
      %71 = addf %69, %70 : tile<f32>
      yield %71 : tile<f32>
    }
    %73 = reshape %72 : tile<8xf32> -> tile<8x1xf32>
    %74 = itof %20 signed : tile<i32> -> tile<f32>
    %75 = reshape %74 : tile<f32> -> tile<1x1xf32>
    %76 = broadcast %75 : tile<1x1xf32> -> tile<8x1xf32>
    %77 = divf %73, %76 : tile<8x1xf32>
    %78 = constant <i32: 0> : tile<i32>
    %79, %80 = load_view_tko weak %39[%78] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %81 = constant <i32: 0> : tile<i32>
    %82, %83 = load_view_tko weak %40[%81] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %84 = constant <f32: 0.000009999999747378752> : tile<8x1xf32>
    %85 = addf %77, %84 : tile<8x1xf32>
    %86 = rsqrt %85 : tile<8x1xf32>
    %87 = broadcast %86 : tile<8x1xf32> -> tile<8x1024xf32>
    %88 = mulf %67, %87 : tile<8x1024xf32>
    %89 = reshape %79 : tile<1024xf32> -> tile<1x1024xf32>
    %90 = broadcast %89 : tile<1x1024xf32> -> tile<8x1024xf32>
    %91 = mulf %88, %90 : tile<8x1024xf32>
    %92 = reshape %82 : tile<1024xf32> -> tile<1x1024xf32>
    %93 = broadcast %92 : tile<1x1024xf32> -> tile<8x1024xf32>
    %94 = addf %91, %93 : tile<8x1024xf32>
    %95, %96, %97 = get_tile_block_id : tile<i32>
    %98 = ftof %94 : tile<8x1024xf32> -> tile<8x1024xf16>
    %99 = constant <i32: 0> : tile<i32>
    %100 = store_view_tko weak %98, %41[%95, %99] : tile<8x1024xf16>, partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<bf16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<bf16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 0> : tile<i32>
    %46, %47 = load_view_tko weak %38[%42, %45] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %48 = ftof %46 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %52 = reduce %48 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%49: tile<f32>, %50: tile<f32>):
      %51 = addf %49, %50 : tile<f32>
      yield %51 : tile<f32>
    }
    %53 = reshape %52 : tile<1xf32> -> tile<1x1xf32>
    %54 = itof %20 signed : tile<i32> -> tile<f32>
    %55 = reshape %54 : tile<f32> -> tile<1x1xf32>
    %56 = divf %53, %55 : tile<1x1xf32>
    %57 = iota : tile<4096xi32>
    %58 = reshape %20 : tile<i32> -> tile<1xi32>
    %59 = broadcast %58 : tile<1xi32> -> tile<4096xi32>
    %60 = cmpi less_than %57, %59, signed : tile<4096xi32> -> tile<4096xi1>
    %61 = broadcast %56 : tile<1x1xf32> -> tile<1x4096xf32>
    %62 = subf %48, %61 : tile<1x4096xf32>
    %63 = reshape %60 : tile<4096xi1> -> tile<1x4096xi1>
    %64 = constant <f32: 0.0> : tile<1x4096xf32>
    %65 = select %63, %62, %64 : tile<1x4096xi1>, tile<1x4096xf32>
    %66 = mulf %65, %65 : tile<1x4096xf32>
    %70 = reduce %66 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%67: tile<f32>, %68: tile<f32>):
      %69 = addf %67, %68 : tile<f32>
      yield %69 : tile<f32>
    }
    %71 = reshape %70 : tile<1xf32> -> tile<1x1xf32>
    %72 = itof %20 signed : tile<i32> -> tile<f32>
    %73 = reshape %72 : tile<f32> -> tile<1x1xf32>
    %74 = divf %71, %73 : tile<1x1xf32>
    %75 = constant <i32: 0> : tile<i32>
    %76, %77 = load_view_tko weak %39[%75] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %78 = ftof %76 : tile<4096xbf16> -> tile<4096xf32>
    %79 = constant <i32: 0> : tile<i32>
    %80, %81 = load_view_tko weak %40[%79] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %82 = ftof %80 : tile<4096xbf16> -> tile<4096xf32>
    %83 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %84 = addf %74, %83 : tile<1x1xf32>
    %85 = rsqrt %84 : tile<1x1xf32>
    %86 = broadcast %85 : tile<1x1xf32> -> tile<1x4096xf32>
    %87 = mulf %65, %86 : tile<1x4096xf32>
    %88 = reshape %78 : tile<4096xf32> -> tile<1x4096xf32>
    %89 = mulf %87, %88 : tile<1x4096xf32>
    %90 = reshape %82 : tile<4096xf32> -> tile<1x4096xf32>
    %91 = addf %89, %90 : tile<1x4096xf32>
    %92, %93, %94 = get_tile_block_id : tile<i32>
    %95 = ftof %91 : tile<1x4096xf32> -> tile<1x4096xbf16>
    %96 = constant <i32: 0> : tile<i32>
    %97 = store_view_tko weak %95, %41[%92, %96] : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm_persistent [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0]
cuda_tile.module @layernorm_persistent {
  entry @layernorm_persistent(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f32>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(4x1024), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %42 = constant <i32: 4> : tile<i32>
    %43 = divi %18, %42 signed rounding positive_inf : tile<i32>
    %44, %45, %46 = get_num_tile_blocks : tile<i32>
    %47 = iota : tile<1024xi32>
    %48 = reshape %20 : tile<i32> -> tile<1xi32>
    %49 = broadcast %48 : tile<1xi32> -> tile<1024xi32>
    %50 = cmpi less_than %47, %49, signed : tile<1024xi32> -> tile<1024xi1>
    %51, %52, %53 = get_tile_block_id : tile<i32>
    %54 = constant <i32: 0> : tile<i32>
    %55, %56 = load_view_tko weak %38[%51, %54] : partition_view<tile=(4x1024), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %57, %58, %59 = get_tile_block_id : tile<i32>
    %60 = make_token : token
    %116, %117 = for %61 in (%57 to %43, step %44) : tile<i32> iter_values(%62 = %55, %63 = %60) -> (tile<4x1024xf32>, token) {
      %64 = addi %61, %44 : tile<i32>
      %65 = constant <i32: 0> : tile<i32>
      %66, %67 = load_view_tko weak %38[%64, %65] : partition_view<tile=(4x1024), padding_value = nan, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
      %68 = reshape %50 : tile<1024xi1> -> tile<1x1024xi1>
      %69 = broadcast %68 : tile<1x1024xi1> -> tile<4x1024xi1>
      %70 = constant <f32: 0.0> : tile<4x1024xf32>
      %71 = select %69, %62, %70 : tile<4x1024xi1>, tile<4x1024xf32>
      %75 = reduce %71 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
      ^bb0(%72: tile<f32>, %73: tile<f32>):
        %74 = addf %72, %73 : tile<f32>
        yield %74 : tile<f32>
      }
      %76 = reshape %75 : tile<4xf32> -> tile<4x1xf32>
      %77 = itof %20 signed : tile<i32> -> tile<f32>
      %78 = reshape %77 : tile<f32> -> tile<1x1xf32>
      %79 = broadcast %78 : tile<1x1xf32> -> tile<4x1xf32>
      %80 = divf %76, %79 : tile<4x1xf32>
      %81 = broadcast %80 : tile<4x1xf32> -> tile<4x1024xf32>
      %82 = subf %71, %81 : tile<4x1024xf32>
      %83 = reshape %50 : tile<1024xi1> -> tile<1x1024xi1>
      %84 = broadcast %83 : tile<1x1024xi1> -> tile<4x1024xi1>
      %85 = constant <f32: 0.0> : tile<4x1024xf32>
      %86 = select %84, %82, %85 : tile<4x1024xi1>, tile<4x1024xf32>
      %87 = mulf %86, %86 : tile<4x1024xf32>
      %91 = reduce %87 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
      ^bb0(%88: tile<f32>, %89: tile<f32>):
        %90 = addf %88, %89 : tile<f32>
        yield %90 : tile<f32>
      }
      %92 = reshape %91 : tile<4xf32> -> tile<4x1xf32>
      %93 = itof %20 signed : tile<i32> -> tile<f32>
      %94 = reshape %93 : tile<f32> -> tile<1x1xf32>
      %95 = broadcast %94 : tile<1x1xf32> -> tile<4x1xf32>
      %96 = divf %92, %95 : tile<4x1xf32>
      %97 = constant <i32: 0> : tile<i32>
      %98, %99 = load_view_tko weak %39[%97] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %100 = constant <i32: 0> : tile<i32>
      %101, %102 = load_view_tko weak %40[%100] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %103 = constant <f32: 0.000009999999747378752> : tile<4x1xf32>
      %104 = addf %96, %103 : tile<4x1xf32>
      %105 = rsqrt %104 : tile<4x1xf32>
      %106 = broadcast %105 : tile<4x1xf32> -> tile<4x1024xf32>
      %107 = mulf %86, %106 : tile<4x1024xf32>
      %108 = reshape %98 : tile<1024xf32> -> tile<1x1024xf32>
      %109 = broadcast %108 : tile<1x1024xf32> -> tile<4x1024xf32>
      %110 = mulf %107, %109 : tile<4x1024xf32>
      %111 = reshape %101 : tile<1024xf32> -> tile<1x1024xf32>
      %112 = broadcast %111 : tile<1x1024xf32> -> tile<4x1024xf32>
      %113 = addf %110, %112 : tile<4x1024xf32>
      %114 = constant <i32: 0> : tile<i32>
      %115 = store_view_tko weak %113, %41[%61, %114] token = %63 : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %66, %115 : tile<4x1024xf32>, token
    }
    return
  }
}

// kernel layernorm_persistent [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0]
cuda_tile.module @layernorm_persistent {
  entry @layernorm_persistent(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<bf16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<bf16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x4096), padding_value = nan, tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %42 = constant <i32: 1> : tile<i32>
    %43 = divi %18, %42 signed rounding positive_inf : tile<i32>
    %44, %45, %46 = get_num_tile_blocks : tile<i32>
    %47 = iota : tile<4096xi32>
    %48 = reshape %20 : tile<i32> -> tile<1xi32>
    %49 = broadcast %48 : tile<1xi32> -> tile<4096xi32>
    %50 = cmpi less_than %47, %49, signed : tile<4096xi32> -> tile<4096xi1>
    %51, %52, %53 = get_tile_block_id : tile<i32>
    %54 = constant <i32: 0> : tile<i32>
    %55, %56 = load_view_tko weak %38[%51, %54] : partition_view<tile=(1x4096), padding_value = nan, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %57, %58, %59 = get_tile_block_id : tile<i32>
    %60 = make_token : token
    %114, %115 = for %61 in (%57 to %43, step %44) : tile<i32> iter_values(%62 = %55, %63 = %60) -> (tile<1x4096xbf16>, token) {
      %64 = addi %61, %44 : tile<i32>
      %65 = constant <i32: 0> : tile<i32>
      %66, %67 = load_view_tko weak %38[%64, %65] : partition_view<tile=(1x4096), padding_value = nan, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %68 = ftof %62 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %69 = reshape %50 : tile<4096xi1> -> tile<1x4096xi1>
      %70 = constant <f32: 0.0> : tile<1x4096xf32>
      %71 = select %69, %68, %70 : tile<1x4096xi1>, tile<1x4096xf32>
      %75 = reduce %71 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%72: tile<f32>, %73: tile<f32>):
        %74 = addf %72, %73 : tile<f32>
        yield %74 : tile<f32>
      }
      %76 = reshape %75 : tile<1xf32> -> tile<1x1xf32>
      %77 = itof %20 signed : tile<i32> -> tile<f32>
      %78 = reshape %77 : tile<f32> -> tile<1x1xf32>
      %79 = divf %76, %78 : tile<1x1xf32>
      %80 = broadcast %79 : tile<1x1xf32> -> tile<1x4096xf32>
      %81 = subf %71, %80 : tile<1x4096xf32>
      %82 = reshape %50 : tile<4096xi1> -> tile<1x4096xi1>
      %83 = constant <f32: 0.0> : tile<1x4096xf32>
      %84 = select %82, %81, %83 : tile<1x4096xi1>, tile<1x4096xf32>
      %85 = mulf %84, %84 : tile<1x4096xf32>
      %89 = reduce %85 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%86: tile<f32>, %87: tile<f32>):
        %88 = addf %86, %87 : tile<f32>
        yield %88 : tile<f32>
      }
      %90 = reshape %89 : tile<1xf32> -> tile<1x1xf32>
      %91 = itof %20 signed : tile<i32> -> tile<f32>
      %92 = reshape %91 : tile<f32> -> tile<1x1xf32>
      %93 = divf %90, %92 : tile<1x1xf32>
      %94 = constant <i32: 0> : tile<i32>
      %95, %96 = load_view_tko weak %39[%94] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %97 = ftof %95 : tile<4096xbf16> -> tile<4096xf32>
      %98 = constant <i32: 0> : tile<i32>
      %99, %100 = load_view_tko weak %40[%98] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %101 = ftof %99 : tile<4096xbf16> -> tile<4096xf32>
      %102 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
      %103 = addf %93, %102 : tile<1x1xf32>
      %104 = rsqrt %103 : tile<1x1xf32>
      %105 = broadcast %104 : tile<1x1xf32> -> tile<1x4096xf32>
      %106 = mulf %84, %105 : tile<1x4096xf32>
      %107 = reshape %97 : tile<4096xf32> -> tile<1x4096xf32>
      %108 = mulf %106, %107 : tile<1x4096xf32>
      %109 = reshape %101 : tile<4096xf32> -> tile<1x4096xf32>
      %110 = addf %108, %109 : tile<1x4096xf32>
      %111 = ftof %110 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %112 = constant <i32: 0> : tile<i32>
      %113 = store_view_tko weak %111, %41[%61, %112] token = %63 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %66, %113 : tile<1x4096xbf16>, token
    }
    return
  }
}

// kernel layernorm_looped [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f32>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 1024> : tile<i32>
    %46 = divi %20, %45 signed rounding positive_inf : tile<i32>
    %47 = constant <f32: 0.0> : tile<1x1xf32>
    %48 = constant <f32: 0.0> : tile<1x1xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = constant <i32: 1> : tile<i32>
    %110, %111 = for %51 in (%49 to %46, step %50) : tile<i32> iter_values(%52 = %47, %53 = %48) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %54, %55 = load_view_tko weak %38[%42, %51] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %56 = constant <i32: 1024> : tile<i32>
      %57 = muli %51, %56 : tile<i32>
      %58 = itof %57 signed : tile<i32> -> tile<f32>
      %59 = constant <f32: 1.0> : tile<f32>
      %60 = mulf %58, %59 : tile<f32>
      %61 = constant <i32: 1024> : tile<i32>
      %62 = muli %51, %61 : tile<i32>
      %63 = subi %20, %62 : tile<i32>
      %64 = constant <i32: 1024> : tile<i32>
      %65 = mini %63, %64 signed : tile<i32>
      %66 = itof %65 signed : tile<i32> -> tile<f32>
      %67 = constant <f32: 1.0> : tile<f32>
      %68 = mulf %66, %67 : tile<f32>
      %72 = reduce %54 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%69: tile<f32>, %70: tile<f32>):
        %71 = addf %69, %70 : tile<f32>
        yield %71 : tile<f32>
      }
      %73 = reshape %72 : tile<1xf32> -> tile<1x1xf32>
      %74 = reshape %68 : tile<f32> -> tile<1x1xf32>
      %75 = divf %73, %74 : tile<1x1xf32>
      %76 = constant <i32: 1024> : tile<i32>
      %77 = muli %51, %76 : tile<i32>
      %78 = iota : tile<1024xi32>
      %79 = reshape %77 : tile<i32> -> tile<1xi32>
      %80 = broadcast %79 : tile<1xi32> -> tile<1024xi32>
      %81 = addi %80, %78 : tile<1024xi32>
      %82 = reshape %20 : tile<i32> -> tile<1xi32>
      %83 = broadcast %82 : tile<1xi32> -> tile<1024xi32>
      %84 = cmpi less_than %81, %83, signed : tile<1024xi32> -> tile<1024xi1>
      %85 = broadcast %75 : tile<1x1xf32> -> tile<1x1024xf32>
      %86 = subf %54, %85 : tile<1x1024xf32>
      %87 = reshape %84 : tile<1024xi1> -> tile<1x1024xi1>
      %88 = constant <f32: 0.0> : tile<1x1024xf32>
      %89 = select %87, %86, %88 : tile<1x1024xi1>, tile<1x1024xf32>
      %90 = subf %75, %52 : tile<1x1xf32>
      %91 = addf %60, %68 : tile<f32>
      %92 = divf %68, %91 : tile<f32>
      %93 = reshape %92 : tile<f32> -> tile<1x1xf32>
      %94 = mulf %90, %93 : tile<1x1xf32>
      %95 = addf %52, %94 : tile<1x1xf32>
      %96 = mulf %89, %89 : tile<1x1024xf32>
      %100 = reduce %96 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%97: tile<f32>, %98: tile<f32>):
        %99 = addf %97, %98 : tile<f32>
        yield %99 : tile<f32>
      }
      %101 = reshape %100 : tile<1xf32> -> tile<1x1xf32>
      %102 = addf %53, %101 : tile<1x1xf32>
      %103 = mulf %90, %90 : tile<1x1xf32>
      %104 = mulf %60, %68 : tile<f32>
      %105 = addf %60, %68 : tile<f32>
      %106 = divf %104, %105 : tile<f32>
      %107 = reshape %106 : tile<f32> -> tile<1x1xf32>
      %108 = mulf %103, %107 : tile<1x1xf32>
      %109 = addf %102, %108 : tile<1x1xf32>
      continue %95, %109 : tile<1x1xf32>, tile<1x1xf32>
    }
    %112 = itof %20 signed : tile<i32> -> tile<f32>
    %113 = reshape %112 : tile<f32> -> tile<1x1xf32>
    %114 = divf %111, %113 : tile<1x1xf32>
    %115 = constant <f32: 0.000009999999747378752> : tile<1x1xf32>
    %116 = addf %114, %115 : tile<1x1xf32>
    %117 = rsqrt %116 : tile<1x1xf32>
    %118 = constant <i32: 0> : tile<i32>
    %119 = constant <i32: 1> : tile<i32>
    %120 = make_token : token
    %138 = for %121 in (%118 to %46, step %119) : tile<i32> iter_values(%122 = %120) -> (token) {
      %123, %124 = load_view_tko weak %38[%42, %121] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %125, %126 = load_view_tko weak %39[%121] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %127, %128 = load_view_tko weak %40[%121] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %129 = broadcast %110 : tile<1x1xf32> -> tile<1x1024xf32>
      %130 = subf %123, %129 : tile<1x1024xf32>
      %131 = broadcast %117 : tile<1x1xf32> -> tile<1x1024xf32>
      %132 = mulf %130, %131 : tile<1x1024xf32>
      %133 = reshape %125 : tile<1024xf32> -> tile<1x1024xf32>
      %134 = mulf %132, %133 : tile<1x1024xf32>
      %135 = reshape %127 : tile<1024xf32> -> tile<1x1024xf32>
      %136 = addf %134, %135 : tile<1x1024xf32>
      %137 = store_view_tko weak %136, %41[%42, %121] token = %122 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %137 : token
    }
    return
  }
}

// kernel layernorm_looped [eps=1e-5, BM=2, BN=2048, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 2048> : tile<i32>
    %46 = divi %20, %45 signed rounding positive_inf : tile<i32>
    %47 = constant <f32: 0.0> : tile<2x1xf32>
    %48 = constant <f32: 0.0> : tile<2x1xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = constant <i32: 1> : tile<i32>
    %115, %116 = for %51 in (%49 to %46, step %50) : tile<i32> iter_values(%52 = %47, %53 = %48) -> (tile<2x1xf32>, tile<2x1xf32>) {
      %54, %55 = load_view_tko weak %38[%42, %51] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %56 = ftof %54 : tile<2x2048xf16> -> tile<2x2048xf32>
      %57 = constant <i32: 2048> : tile<i32>
      %58 = muli %51, %57 : tile<i32>
      %59 = itof %58 signed : tile<i32> -> tile<f32>
      %60 = constant <f32: 1.0> : tile<f32>
      %61 = mulf %59, %60 : tile<f32>
      %62 = constant <i32: 2048> : tile<i32>
      %63 = muli %51, %62 : tile<i32>
      %64 = subi %20, %63 : tile<i32>
      %65 = constant <i32: 2048> : tile<i32>
      %66 = mini %64, %65 signed : tile<i32>
      %67 = itof %66 signed : tile<i32> -> tile<f32>
      %68 = constant <f32: 1.0> : tile<f32>
      %69 = mulf %67, %68 : tile<f32>
      %73 = reduce %56 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%70: tile<f32>, %71: tile<f32>):
        %72 = addf %70, %71 : tile<f32>
        yield %72 : tile<f32>
      }
      %74 = reshape %73 : tile<2xf32> -> tile<2x1xf32>
      %75 = reshape %69 : tile<f32> -> tile<1x1xf32>
      %76 = broadcast %75 : tile<1x1xf32> -> tile<2x1xf32>
      %77 = divf %74, %76 : tile<2x1xf32>
      %78 = constant <i32: 2048> : tile<i32>
      %79 = muli %51, %78 : tile<i32>
      %80 = iota : tile<2048xi32>
      %81 = reshape %79 : tile<i32> -> tile<1xi32>
      %82 = broadcast %81 : tile<1xi32> -> tile<2048xi32>
      %83 = addi %82, %80 : tile<2048xi32>
      %84 = reshape %20 : tile<i32> -> tile<1xi32>
      %85 = broadcast %84 : tile<1xi32> -> tile<2048xi32>
      %86 = cmpi less_than %83, %85, signed : tile<2048xi32> -> tile<2048xi1>
      %87 = broadcast %77 : tile<2x1xf32> -> tile<2x2048xf32>
      %88 = subf %56, %87 : tile<2x2048xf32>
      %89 = reshape %86 : tile<2048xi1> -> tile<1x2048xi1>
      %90 = broadcast %89 : tile<1x2048xi1> -> tile<2x2048xi1>
      %91 = constant <f32: 0.0> : tile<2x2048xf32>
      %92 = select %90, %88, %91 : tile<2x2048xi1>, tile<2x2048xf32>
      %93 = subf %77, %52 : tile<2x1xf32>
      %94 = addf %61, %69 : tile<f32>
      %95 = divf %69, %94 : tile<f32>
      %96 = reshape %95 : tile<f32> -> tile<1x1xf32>
      %97 = broadcast %96 : tile<1x1xf32> -> tile<2x1xf32>
      %98 = mulf %93, %97 : tile<2x1xf32>
      %99 = addf %52, %98 : tile<2x1xf32>
      %100 = mulf %92, %92 : tile<2x2048xf32>
      %104 = reduce %100 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%101: tile<f32>, %102: tile<f32>):
        %103 = addf %101, %102 : tile<f32>
        yield %103 : tile<f32>
      }
      %105 = reshape %104 : tile<2xf32> -> tile<2x1xf32>
      %106 = addf %53, %105 : tile<2x1xf32>
      %107 = mulf %93, %93 : tile<2x1xf32>
      %108 = mulf %61, %69 : tile<f32>
      %109 = addf %61, %69 : tile<f32>
      %110 = divf %108, %109 : tile<f32>
      %111 = reshape %110 : tile<f32> -> tile<1x1xf32>
      %112 = broadcast %111 : tile<1x1xf32> -> tile<2x1xf32>
      %113 = mulf %107, %112 : tile<2x1xf32>
      %114 = addf %106, %113 : tile<2x1xf32>
      continue %99, %114 : tile<2x1xf32>, tile<2x1xf32>
    }
    %117 = itof %20 signed : tile<i32> -> tile<f32>
    %118 = reshape %117 : tile<f32> -> tile<1x1xf32>
    %119 = broadcast %118 : tile<1x1xf32> -> tile<2x1xf32>
    %120 = divf %116, %119 : tile<2x1xf32>
    %121 = constant <f32: 0.000009999999747378752> : tile<2x1xf32>
    %122 = addf %120, %121 : tile<2x1xf32>
    %123 = rsqrt %122 : tile<2x1xf32>
    %124 = constant <i32: 0> : tile<i32>
    %125 = constant <i32: 1> : tile<i32>
    %126 = make_token : token
    %148 = for %127 in (%124 to %46, step %125) : tile<i32> iter_values(%128 = %126) -> (token) {
      %129, %130 = load_view_tko weak %38[%42, %127] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %131 = ftof %129 : tile<2x2048xf16> -> tile<2x2048xf32>
      %132, %133 = load_view_tko weak %39[%127] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<2048xf32>, token
      %134, %135 = load_view_tko weak %40[%127] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<2048xf32>, token
      %136 = broadcast %115 : tile<2x1xf32> -> tile<2x2048xf32>
      %137 = subf %131, %136 : tile<2x2048xf32>
      %138 = broadcast %123 : tile<2x1xf32> -> tile<2x2048xf32>
      %139 = mulf %137, %138 : tile<2x2048xf32>
      %140 = reshape %132 : tile<2048xf32> -> tile<1x2048xf32>
      %141 = broadcast %140 : tile<1x2048xf32> -> tile<2x2048xf32>
      %142 = mulf %139, %141 : tile<2x2048xf32>
      %143 = reshape %134 : tile<2048xf32> -> tile<1x2048xf32>
      %144 = broadcast %143 : tile<1x2048xf32> -> tile<2x2048xf32>
      %145 = addf %142, %144 : tile<2x2048xf32>
      %146 = ftof %145 : tile<2x2048xf32> -> tile<2x2048xf16>
      %147 = store_view_tko weak %146, %41[%42, %127] token = %128 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %147 : token
    }
    return
  }
}

// kernel layernorm_looped [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<bf16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<bf16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 4096> : tile<i32>
    %46 = divi %20, %45 signed rounding positive_inf : tile<i32>
    %47 = constant <f32: 0.0> : tile<1x1xf32>
    %48 = constant <f32: 0.0> : tile<1x1xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = constant <i32: 1> : tile<i32>
    %111, %112 = for %51 in (%49 to %46, step %50) : tile<i32> iter_values(%52 = %47, %53 = %48) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %54, %55 = load_view_tko weak %38[%42, %51] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %56 = ftof %54 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %57 = constant <i32: 4096> : tile<i32>
      %58 = muli %51, %57 : tile<i32>
      %59 = itof %58 signed : tile<i32> -> tile<f32>
      %60 = constant <f32: 1.0> : tile<f32>
      %61 = mulf %59, %60 : tile<f32>
      %62 = constant <i32: 4096> : tile<i32>
      %63 = muli %51, %62 : tile<i32>
      %64 = subi %20, %63 : tile<i32>
      %65 = constant <i32: 4096> : tile<i32>
      %66 = mini %64, %65 signed : tile<i32>
      %67 = itof %66 signed : tile<i32> -> tile<f32>
      %68 = constant <f32: 1.0> : tile<f32>
      %69 = mulf %67, %68 : tile<f32>
      %73 = reduce %56 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%70: tile<f32>, %71: tile<f32>):
        %72 = addf %70, %71 : tile<f32>
        yield %72 : tile<f32>
      }
      %74 = reshape %73 : tile<1xf32> -> tile<1x1xf32>
      %75 = reshape %69 : tile<f32> -> tile<1x1xf32>
      %76 = divf %74, %75 : tile<1x1xf32>
      %77 = constant <i32: 4096> : tile<i32>
      %78 = muli %51, %77 : tile<i32>
      %79 = iota : tile<4096xi32>
      %80 = reshape %78 : tile<i32> -> tile<1xi32>
      %81 = broadcast %80 : tile<1xi32> -> tile<4096xi32>
      %82 = addi %81, %79 : tile<4096xi32>
      %83 = reshape %20 : tile<i32> -> tile<1xi32>
      %84 = broadcast %83 : tile<1xi32> -> tile<4096xi32>
      %85 = cmpi less_than %82, %84, signed : tile<4096xi32> -> tile<4096xi1>
      %86 = broadcast %76 : tile<1x1xf32> -> tile<1x4096xf32>
      %87 = subf %56, %86 : tile<1x4096xf32>
      %88 = reshape %85 : tile<4096xi1> -> tile<1x4096xi1>
      %89 = constant <f32: 0.0> : tile<1x4096xf32>
      %90 = select %88, %87, %89 : tile<1x4096xi1>, tile<1x4096xf32>
      %91 = subf %76, %52 : tile<1x1xf32>
      %92 = addf %61, %69 : tile<f32>
      %93 = divf %69, %92 : tile<f32>
      %94 = reshape %93 : tile<f32> -> tile<1x1xf32>
      %95 = mulf %91, %94 : tile<1x1xf32>
      %96 = addf %52, %95 : tile<1x1xf32>
      %97 = mulf %90, %90 : tile<1x4096xf32>
      %101 = reduce %97 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%98: tile<f32>, %99: tile<f32>):
        %100 = addf %98, %99 : tile<f32>
        yield %100 : tile<f32>
      }
      %102 = reshape %101 : tile<1xf32> -> tile<1x1xf32>
      %103 = addf %53, %102 : tile<1x1xf32>
      %104 = mulf %91, %91 : tile<1x1xf32>
      %105 = mulf %61, %69 : tile<f32>
      %106 = addf %61, %69 : tile<f32>
      %107 = divf %105, %106 : tile<f32>
      %108 = reshape %107 : tile<f32> -> tile<1x1xf32>
      %109 = mulf %104, %108 : tile<1x1xf32>
      %110 = addf %103, %109 : tile<1x1xf32>
      continue %96, %110 : tile<1x1xf32>, tile<1x1xf32>
    }
    %113 = itof %20 signed : tile<i32> -> tile<f32>
    %114 = reshape %113 : tile<f32> -> tile<1x1xf32>
    %115 = divf %112, %114 : tile<1x1xf32>
    %116 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %117 = addf %115, %116 : tile<1x1xf32>
    %118 = rsqrt %117 : tile<1x1xf32>
    %119 = constant <i32: 0> : tile<i32>
    %120 = constant <i32: 1> : tile<i32>
    %121 = make_token : token
    %143 = for %122 in (%119 to %46, step %120) : tile<i32> iter_values(%123 = %121) -> (token) {
      %124, %125 = load_view_tko weak %38[%42, %122] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %126 = ftof %124 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %127, %128 = load_view_tko weak %39[%122] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %129 = ftof %127 : tile<4096xbf16> -> tile<4096xf32>
      %130, %131 = load_view_tko weak %40[%122] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %132 = ftof %130 : tile<4096xbf16> -> tile<4096xf32>
      %133 = broadcast %111 : tile<1x1xf32> -> tile<1x4096xf32>
      %134 = subf %126, %133 : tile<1x4096xf32>
      %135 = broadcast %118 : tile<1x1xf32> -> tile<1x4096xf32>
      %136 = mulf %134, %135 : tile<1x4096xf32>
      %137 = reshape %129 : tile<4096xf32> -> tile<1x4096xf32>
      %138 = mulf %136, %137 : tile<1x4096xf32>
      %139 = reshape %132 : tile<4096xf32> -> tile<1x4096xf32>
      %140 = addf %138, %139 : tile<1x4096xf32>
      %141 = ftof %140 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %142 = store_view_tko weak %141, %41[%42, %122] token = %123 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %142 : token
    }
    return
  }
}

// kernel layernorm_looped_prefetch [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped_prefetch {
  entry @layernorm_looped_prefetch(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f32>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 1024> : tile<i32>
    %46 = divi %20, %45 signed rounding positive_inf : tile<i32>
    %47 = constant <f32: 0.0> : tile<1x1xf32>
    %48 = constant <f32: 0.0> : tile<1x1xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50, %51 = load_view_tko weak %38[%42, %49] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %52 = constant <i32: 0> : tile<i32>
    %53 = constant <i32: 1> : tile<i32>
    %116, %117, %118 = for %54 in (%52 to %46, step %53) : tile<i32> iter_values(%55 = %50, %56 = %47, %57 = %48) -> (tile<1x1024xf32>, tile<1x1xf32>, tile<1x1xf32>) {
      %58 = constant <i32: 1> : tile<i32>
      %59 = addi %54, %58 : tile<i32>
      %60, %61 = load_view_tko weak %38[%42, %59] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %62 = constant <i32: 1024> : tile<i32>
      %63 = muli %54, %62 : tile<i32>
      %64 = itof %63 signed : tile<i32> -> tile<f32>
      %65 = constant <f32: 1.0> : tile<f32>
      %66 = mulf %64, %65 : tile<f32>
      %67 = constant <i32: 1024> : tile<i32>
      %68 = muli %54, %67 : tile<i32>
      %69 = subi %20, %68 : tile<i32>
      %70 = constant <i32: 1024> : tile<i32>
      %71 = mini %69, %70 signed : tile<i32>
      %72 = itof %71 signed : tile<i32> -> tile<f32>
      %73 = constant <f32: 1.0> : tile<f32>
      %74 = mulf %72, %73 : tile<f32>
      %78 = reduce %55 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%75: tile<f32>, %76: tile<f32>):
        %77 = addf %75, %76 : tile<f32>
        yield %77 : tile<f32>
      }
      %79 = reshape %78 : tile<1xf32> -> tile<1x1xf32>
      %80 = reshape %74 : tile<f32> -> tile<1x1xf32>
      %81 = divf %79, %80 : tile<1x1xf32>
      %82 = constant <i32: 1024> : tile<i32>
      %83 = muli %54, %82 : tile<i32>
      %84 = iota : tile<1024xi32>
      %85 = reshape %83 : tile<i32> -> tile<1xi32>
      %86 = broadcast %85 : tile<1xi32> -> tile<1024xi32>
      %87 = addi %86, %84 : tile<1024xi32>
      %88 = reshape %20 : tile<i32> -> tile<1xi32>
      %89 = broadcast %88 : tile<1xi32> -> tile<1024xi32>
      %90 = cmpi less_than %87, %89, signed : tile<1024xi32> -> tile<1024xi1>
      %91 = broadcast %81 : tile<1x1xf32> -> tile<1x1024xf32>
      %92 = subf %55, %91 : tile<1x1024xf32>
      %93 = reshape %90 : tile<1024xi1> -> tile<1x1024xi1>
      %94 = constant <f32: 0.0> : tile<1x1024xf32>
      %95 = select %93, %92, %94 : tile<1x1024xi1>, tile<1x1024xf32>
      %96 = subf %81, %56 : tile<1x1xf32>
      %97 = addf %66, %74 : tile<f32>
      %98 = divf %74, %97 : tile<f32>
      %99 = reshape %98 : tile<f32> -> tile<1x1xf32>
      %100 = mulf %96, %99 : tile<1x1xf32>
      %101 = addf %56, %100 : tile<1x1xf32>
      %102 = mulf %95, %95 : tile<1x1024xf32>
      %106 = reduce %102 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%103: tile<f32>, %104: tile<f32>):
        %105 = addf %103, %104 : tile<f32>
        yield %105 : tile<f32>
      }
      %107 = reshape %106 : tile<1xf32> -> tile<1x1xf32>
      %108 = addf %57, %107 : tile<1x1xf32>
      %109 = mulf %96, %96 : tile<1x1xf32>
      %110 = mulf %66, %74 : tile<f32>
      %111 = addf %66, %74 : tile<f32>
      %112 = divf %110, %111 : tile<f32>
      %113 = reshape %112 : tile<f32> -> tile<1x1xf32>
      %114 = mulf %109, %113 : tile<1x1xf32>
      %115 = addf %108, %114 : tile<1x1xf32>
      continue %60, %101, %115 : tile<1x1024xf32>, tile<1x1xf32>, tile<1x1xf32>
    }
    %119 = itof %20 signed : tile<i32> -> tile<f32>
    %120 = reshape %119 : tile<f32> -> tile<1x1xf32>
    %121 = divf %118, %120 : tile<1x1xf32>
    %122 = constant <f32: 0.000009999999747378752> : tile<1x1xf32>
    %123 = addf %121, %122 : tile<1x1xf32>
    %124 = rsqrt %123 : tile<1x1xf32>
    %125 = constant <i32: 0> : tile<i32>
    %126, %127 = load_view_tko weak %38[%42, %125] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %128 = constant <i32: 0> : tile<i32>
    %129 = constant <i32: 1> : tile<i32>
    %130 = make_token : token
    %151, %152 = for %131 in (%128 to %46, step %129) : tile<i32> iter_values(%132 = %126, %133 = %130) -> (tile<1x1024xf32>, token) {
      %134 = constant <i32: 1> : tile<i32>
      %135 = addi %131, %134 : tile<i32>
      %136, %137 = load_view_tko weak %38[%42, %135] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %138, %139 = load_view_tko weak %39[%131] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %140, %141 = load_view_tko weak %40[%131] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %142 = broadcast %117 : tile<1x1xf32> -> tile<1x1024xf32>
      %143 = subf %132, %142 : tile<1x1024xf32>
      %144 = broadcast %124 : tile<1x1xf32> -> tile<1x1024xf32>
      %145 = mulf %143, %144 : tile<1x1024xf32>
      %146 = reshape %138 : tile<1024xf32> -> tile<1x1024xf32>
      %147 = mulf %145, %146 : tile<1x1024xf32>
      %148 = reshape %140 : tile<1024xf32> -> tile<1x1024xf32>
      %149 = addf %147, %148 : tile<1x1024xf32>
      %150 = store_view_tko weak %149, %41[%42, %131] token = %133 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %136, %150 : tile<1x1024xf32>, token
    }
    return
  }
}

// kernel layernorm_looped_prefetch [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped_prefetch {
  entry @layernorm_looped_prefetch(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<bf16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<16>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %24 = assume div_by<16>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %28 = assume div_by<16>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<bf16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 4096> : tile<i32>
    %46 = divi %20, %45 signed rounding positive_inf : tile<i32>
    %47 = constant <f32: 0.0> : tile<1x1xf32>
    %48 = constant <f32: 0.0> : tile<1x1xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50, %51 = load_view_tko weak %38[%42, %49] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %52 = constant <i32: 0> : tile<i32>
    %53 = constant <i32: 1> : tile<i32>
    %117, %118, %119 = for %54 in (%52 to %46, step %53) : tile<i32> iter_values(%55 = %50, %56 = %47, %57 = %48) -> (tile<1x4096xbf16>, tile<1x1xf32>, tile<1x1xf32>) {
      %58 = ftof %55 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %59 = constant <i32: 1> : tile<i32>
      %60 = addi %54, %59 : tile<i32>
      %61, %62 = load_view_tko weak %38[%42, %60] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %63 = constant <i32: 4096> : tile<i32>
      %64 = muli %54, %63 : tile<i32>
      %65 = itof %64 signed : tile<i32> -> tile<f32>
      %66 = constant <f32: 1.0> : tile<f32>
      %67 = mulf %65, %66 : tile<f32>
      %68 = constant <i32: 4096> : tile<i32>
      %69 = muli %54, %68 : tile<i32>
      %70 = subi %20, %69 : tile<i32>
      %71 = constant <i32: 4096> : tile<i32>
      %72 = mini %70, %71 signed : tile<i32>
      %73 = itof %72 signed : tile<i32> -> tile<f32>
      %74 = constant <f32: 1.0> : tile<f32>
      %75 = mulf %73, %74 : tile<f32>
      %79 = reduce %58 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%76: tile<f32>, %77: tile<f32>):
        %78 = addf %76, %77 : tile<f32>
        yield %78 : tile<f32>
      }
      %80 = reshape %79 : tile<1xf32> -> tile<1x1xf32>
      %81 = reshape %75 : tile<f32> -> tile<1x1xf32>
      %82 = divf %80, %81 : tile<1x1xf32>
      %83 = constant <i32: 4096> : tile<i32>
      %84 = muli %54, %83 : tile<i32>
      %85 = iota : tile<4096xi32>
      %86 = reshape %84 : tile<i32> -> tile<1xi32>
      %87 = broadcast %86 : tile<1xi32> -> tile<4096xi32>
      %88 = addi %87, %85 : tile<4096xi32>
      %89 = reshape %20 : tile<i32> -> tile<1xi32>
      %90 = broadcast %89 : tile<1xi32> -> tile<4096xi32>
      %91 = cmpi less_than %88, %90, signed : tile<4096xi32> -> tile<4096xi1>
      %92 = broadcast %82 : tile<1x1xf32> -> tile<1x4096xf32>
      %93 = subf %58, %92 : tile<1x4096xf32>
      %94 = reshape %91 : tile<4096xi1> -> tile<1x4096xi1>
      %95 = constant <f32: 0.0> : tile<1x4096xf32>
      %96 = select %94, %93, %95 : tile<1x4096xi1>, tile<1x4096xf32>
      %97 = subf %82, %56 : tile<1x1xf32>
      %98 = addf %67, %75 : tile<f32>
      %99 = divf %75, %98 : tile<f32>
      %100 = reshape %99 : tile<f32> -> tile<1x1xf32>
      %101 = mulf %97, %100 : tile<1x1xf32>
      %102 = addf %56, %101 : tile<1x1xf32>
      %103 = mulf %96, %96 : tile<1x4096xf32>
      %107 = reduce %103 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%104: tile<f32>, %105: tile<f32>):
        %106 = addf %104, %105 : tile<f32>
        yield %106 : tile<f32>
      }
      %108 = reshape %107 : tile<1xf32> -> tile<1x1xf32>
      %109 = addf %57, %108 : tile<1x1xf32>
      %110 = mulf %97, %97 : tile<1x1xf32>
      %111 = mulf %67, %75 : tile<f32>
      %112 = addf %67, %75 : tile<f32>
      %113 = divf %111, %112 : tile<f32>
      %114 = reshape %113 : tile<f32> -> tile<1x1xf32>
      %115 = mulf %110, %114 : tile<1x1xf32>
      %116 = addf %109, %115 : tile<1x1xf32>
      continue %61, %102, %116 : tile<1x4096xbf16>, tile<1x1xf32>, tile<1x1xf32>
    }
    %120 = itof %20 signed : tile<i32> -> tile<f32>
    %121 = reshape %120 : tile<f32> -> tile<1x1xf32>
    %122 = divf %119, %121 : tile<1x1xf32>
    %123 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %124 = addf %122, %123 : tile<1x1xf32>
    %125 = rsqrt %124 : tile<1x1xf32>
    %126 = constant <i32: 0> : tile<i32>
    %127, %128 = load_view_tko weak %38[%42, %126] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %129 = constant <i32: 0> : tile<i32>
    %130 = constant <i32: 1> : tile<i32>
    %131 = make_token : token
    %156, %157 = for %132 in (%129 to %46, step %130) : tile<i32> iter_values(%133 = %127, %134 = %131) -> (tile<1x4096xbf16>, token) {
      %135 = ftof %133 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %136 = constant <i32: 1> : tile<i32>
      %137 = addi %132, %136 : tile<i32>
      %138, %139 = load_view_tko weak %38[%42, %137] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %140, %141 = load_view_tko weak %39[%132] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %142 = ftof %140 : tile<4096xbf16> -> tile<4096xf32>
      %143, %144 = load_view_tko weak %40[%132] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %145 = ftof %143 : tile<4096xbf16> -> tile<4096xf32>
      %146 = broadcast %118 : tile<1x1xf32> -> tile<1x4096xf32>
      %147 = subf %135, %146 : tile<1x4096xf32>
      %148 = broadcast %125 : tile<1x1xf32> -> tile<1x4096xf32>
      %149 = mulf %147, %148 : tile<1x4096xf32>
      %150 = reshape %142 : tile<4096xf32> -> tile<1x4096xf32>
      %151 = mulf %149, %150 : tile<1x4096xf32>
      %152 = reshape %145 : tile<4096xf32> -> tile<1x4096xf32>
      %153 = addf %151, %152 : tile<1x4096xf32>
      %154 = ftof %153 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %155 = store_view_tko weak %154, %41[%42, %132] token = %134 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %138, %155 : tile<1x4096xbf16>, token
    }
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f32>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %31[%34, %37] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %40 = mulf %38, %38 : tile<4x1024xf32>
    %44 = reduce %40 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%41: tile<f32>, %42: tile<f32>):
      %43 = addf %41, %42 : tile<f32>
      yield %43 : tile<f32>
    }
    %45 = reshape %44 : tile<4xf32> -> tile<4x1xf32>
    %46 = itof %17 signed : tile<i32> -> tile<f32>
    %47 = reshape %46 : tile<f32> -> tile<1x1xf32>
    %48 = broadcast %47 : tile<1x1xf32> -> tile<4x1xf32>
    %49 = divf %45, %48 : tile<4x1xf32>
    %50 = constant <i32: 0> : tile<i32>
    %51, %52 = load_view_tko weak %32[%50] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %53, %54, %55 = get_tile_block_id : tile<i32>
    %56 = constant <f32: 0.0000009999999974752427> : tile<4x1xf32>
    %57 = addf %49, %56 : tile<4x1xf32>
    %58 = rsqrt %57 : tile<4x1xf32>
    %59 = broadcast %58 : tile<4x1xf32> -> tile<4x1024xf32>
    %60 = mulf %38, %59 : tile<4x1024xf32>
    %61 = reshape %51 : tile<1024xf32> -> tile<1x1024xf32>
    %62 = broadcast %61 : tile<1x1024xf32> -> tile<4x1024xf32>
    %63 = mulf %60, %62 : tile<4x1024xf32>
    %64 = constant <i32: 0> : tile<i32>
    %65 = store_view_tko weak %63, %33[%53, %64] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=8, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f16>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %31[%34, %37] : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<8x1024xf16>, token
    %40 = ftof %38 : tile<8x1024xf16> -> tile<8x1024xf32>
    %41 = mulf %40, %40 : tile<8x1024xf32>
    %45 = reduce %41 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%42: tile<f32>, %43: tile<f32>):
      %44 = addf %42, %43 : tile<f32>
      yield %44 : tile<f32>
    }
    %46 = reshape %45 : tile<8xf32> -> tile<8x1xf32>
    %47 = itof %17 signed : tile<i32> -> tile<f32>
    %48 = reshape %47 : tile<f32> -> tile<1x1xf32>
    %49 = broadcast %48 : tile<1x1xf32> -> tile<8x1xf32>
    %50 = divf %46, %49 : tile<8x1xf32>
    %51 = constant <i32: 0> : tile<i32>
    %52, %53 = load_view_tko weak %32[%51] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %54 = ftof %52 : tile<1024xf16> -> tile<1024xf32>
    %55, %56, %57 = get_tile_block_id : tile<i32>
    %58 = constant <f32: 0.0000009999999974752427> : tile<8x1xf32>
    %59 = addf %50, %58 : tile<8x1xf32>
    %60 = rsqrt %59 : tile<8x1xf32>
    %61 = broadcast %60 : tile<8x1xf32> -> tile<8x1024xf32>
    %62 = mulf %40, %61 : tile<8x1024xf32>
    %63 = reshape %54 : tile<1024xf32> -> tile<1x1024xf32>
    %64 = broadcast %63 : tile<1x1024xf32> -> tile<8x1024xf32>
    %65 = mulf %62, %64 : tile<8x1024xf32>
    %66 = ftof %65 : tile<8x1024xf32> -> tile<8x1024xf16>
    %67 = constant <i32: 0> : tile<i32>
    %68 = store_view_tko weak %66, %33[%55, %67] : tile<8x1024xf16>, partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %31[%34, %37] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %40 = ftof %38 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %41 = mulf %40, %40 : tile<1x4096xf32>
    %45 = reduce %41 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%42: tile<f32>, %43: tile<f32>):
      %44 = addf %42, %43 : tile<f32>
      yield %44 : tile<f32>
    }
    %46 = reshape %45 : tile<1xf32> -> tile<1x1xf32>
    %47 = itof %17 signed : tile<i32> -> tile<f32>
    %48 = reshape %47 : tile<f32> -> tile<1x1xf32>
    %49 = divf %46, %48 : tile<1x1xf32>
    %50 = constant <i32: 0> : tile<i32>
    %51, %52 = load_view_tko weak %32[%50] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %53 = ftof %51 : tile<4096xbf16> -> tile<4096xf32>
    %54, %55, %56 = get_tile_block_id : tile<i32>
    %57 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %58 = addf %49, %57 : tile<1x1xf32>
    %59 = rsqrt %58 : tile<1x1xf32>
    %60 = broadcast %59 : tile<1x1xf32> -> tile<1x4096xf32>
    %61 = mulf %40, %60 : tile<1x4096xf32>
    %62 = reshape %53 : tile<4096xf32> -> tile<1x4096xf32>
    %63 = mulf %61, %62 : tile<1x4096xf32>
    %64 = ftof %63 : tile<1x4096xf32> -> tile<1x4096xbf16>
    %65 = constant <i32: 0> : tile<i32>
    %66 = store_view_tko weak %64, %33[%54, %65] : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f32>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 1024> : tile<i32>
    %38 = divi %17, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<1x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41 = constant <i32: 1> : tile<i32>
    %53 = for %42 in (%40 to %38, step %41) : tile<i32> iter_values(%43 = %39) -> (tile<1x1xf32>) {
      %44, %45 = load_view_tko weak %31[%34, %42] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %46 = mulf %44, %44 : tile<1x1024xf32>
      %50 = reduce %46 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%47: tile<f32>, %48: tile<f32>):
        %49 = addf %47, %48 : tile<f32>
        yield %49 : tile<f32>
      }
      %51 = reshape %50 : tile<1xf32> -> tile<1x1xf32>
      %52 = addf %43, %51 : tile<1x1xf32>
      continue %52 : tile<1x1xf32>
    }
    %54 = itof %17 signed : tile<i32> -> tile<f32>
    %55 = reshape %54 : tile<f32> -> tile<1x1xf32>
    %56 = divf %53, %55 : tile<1x1xf32>
    %57 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %58 = addf %56, %57 : tile<1x1xf32>
    %59 = rsqrt %58 : tile<1x1xf32>
    %60 = constant <i32: 0> : tile<i32>
    %61 = constant <i32: 1> : tile<i32>
    %62 = make_token : token
    %74 = for %63 in (%60 to %38, step %61) : tile<i32> iter_values(%64 = %62) -> (token) {
      %65, %66 = load_view_tko weak %31[%34, %63] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %67, %68 = load_view_tko weak %32[%63] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %69 = broadcast %59 : tile<1x1xf32> -> tile<1x1024xf32>
      %70 = mulf %65, %69 : tile<1x1024xf32>
      %71 = reshape %67 : tile<1024xf32> -> tile<1x1024xf32>
      %72 = mulf %70, %71 : tile<1x1024xf32>
      %73 = store_view_tko weak %72, %33[%34, %63] token = %64 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %73 : token
    }
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=2, BN=2048, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f16>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 2048> : tile<i32>
    %38 = divi %17, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<2x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41 = constant <i32: 1> : tile<i32>
    %54 = for %42 in (%40 to %38, step %41) : tile<i32> iter_values(%43 = %39) -> (tile<2x1xf32>) {
      %44, %45 = load_view_tko weak %31[%34, %42] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %46 = ftof %44 : tile<2x2048xf16> -> tile<2x2048xf32>
      %47 = mulf %46, %46 : tile<2x2048xf32>
      %51 = reduce %47 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%48: tile<f32>, %49: tile<f32>):
        %50 = addf %48, %49 : tile<f32>
        yield %50 : tile<f32>
      }
      %52 = reshape %51 : tile<2xf32> -> tile<2x1xf32>
      %53 = addf %43, %52 : tile<2x1xf32>
      continue %53 : tile<2x1xf32>
    }
    %55 = itof %17 signed : tile<i32> -> tile<f32>
    %56 = reshape %55 : tile<f32> -> tile<1x1xf32>
    %57 = broadcast %56 : tile<1x1xf32> -> tile<2x1xf32>
    %58 = divf %54, %57 : tile<2x1xf32>
    %59 = constant <f32: 0.0000009999999974752427> : tile<2x1xf32>
    %60 = addf %58, %59 : tile<2x1xf32>
    %61 = rsqrt %60 : tile<2x1xf32>
    %62 = constant <i32: 0> : tile<i32>
    %63 = constant <i32: 1> : tile<i32>
    %64 = make_token : token
    %80 = for %65 in (%62 to %38, step %63) : tile<i32> iter_values(%66 = %64) -> (token) {
      %67, %68 = load_view_tko weak %31[%34, %65] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %69 = ftof %67 : tile<2x2048xf16> -> tile<2x2048xf32>
      %70, %71 = load_view_tko weak %32[%65] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<2048xf16>, token
      %72 = ftof %70 : tile<2048xf16> -> tile<2048xf32>
      %73 = broadcast %61 : tile<2x1xf32> -> tile<2x2048xf32>
      %74 = mulf %69, %73 : tile<2x2048xf32>
      %75 = reshape %72 : tile<2048xf32> -> tile<1x2048xf32>
      %76 = broadcast %75 : tile<1x2048xf32> -> tile<2x2048xf32>
      %77 = mulf %74, %76 : tile<2x2048xf32>
      %78 = ftof %77 : tile<2x2048xf32> -> tile<2x2048xf16>
      %79 = store_view_tko weak %78, %33[%34, %65] token = %66 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %79 : token
    }
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 4096> : tile<i32>
    %38 = divi %17, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<1x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41 = constant <i32: 1> : tile<i32>
    %54 = for %42 in (%40 to %38, step %41) : tile<i32> iter_values(%43 = %39) -> (tile<1x1xf32>) {
      %44, %45 = load_view_tko weak %31[%34, %42] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %46 = ftof %44 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %47 = mulf %46, %46 : tile<1x4096xf32>
      %51 = reduce %47 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%48: tile<f32>, %49: tile<f32>):
        %50 = addf %48, %49 : tile<f32>
        yield %50 : tile<f32>
      }
      %52 = reshape %51 : tile<1xf32> -> tile<1x1xf32>
      %53 = addf %43, %52 : tile<1x1xf32>
      continue %53 : tile<1x1xf32>
    }
    %55 = itof %17 signed : tile<i32> -> tile<f32>
    %56 = reshape %55 : tile<f32> -> tile<1x1xf32>
    %57 = divf %54, %56 : tile<1x1xf32>
    %58 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %59 = addf %57, %58 : tile<1x1xf32>
    %60 = rsqrt %59 : tile<1x1xf32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = constant <i32: 1> : tile<i32>
    %63 = make_token : token
    %78 = for %64 in (%61 to %38, step %62) : tile<i32> iter_values(%65 = %63) -> (token) {
      %66, %67 = load_view_tko weak %31[%34, %64] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %68 = ftof %66 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %69, %70 = load_view_tko weak %32[%64] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %71 = ftof %69 : tile<4096xbf16> -> tile<4096xf32>
      %72 = broadcast %60 : tile<1x1xf32> -> tile<1x4096xf32>
      %73 = mulf %68, %72 : tile<1x4096xf32>
      %74 = reshape %71 : tile<4096xf32> -> tile<1x4096xf32>
      %75 = mulf %73, %74 : tile<1x4096xf32>
      %76 = ftof %75 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %77 = store_view_tko weak %76, %33[%34, %64] token = %65 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %77 : token
    }
    return
  }
}

// kernel rmsnorm_looped_prefetch [eps=1e-6, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped_prefetch {
  entry @rmsnorm_looped_prefetch(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f32>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 1024> : tile<i32>
    %38 = divi %17, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<1x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41, %42 = load_view_tko weak %31[%34, %40] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %43 = constant <i32: 0> : tile<i32>
    %44 = constant <i32: 1> : tile<i32>
    %59, %60 = for %45 in (%43 to %38, step %44) : tile<i32> iter_values(%46 = %41, %47 = %39) -> (tile<1x1024xf32>, tile<1x1xf32>) {
      %48 = constant <i32: 1> : tile<i32>
      %49 = addi %45, %48 : tile<i32>
      %50, %51 = load_view_tko weak %31[%34, %49] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %52 = mulf %46, %46 : tile<1x1024xf32>
      %56 = reduce %52 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%53: tile<f32>, %54: tile<f32>):
        %55 = addf %53, %54 : tile<f32>
        yield %55 : tile<f32>
      }
      %57 = reshape %56 : tile<1xf32> -> tile<1x1xf32>
      %58 = addf %47, %57 : tile<1x1xf32>
      continue %50, %58 : tile<1x1024xf32>, tile<1x1xf32>
    }
    %61 = itof %17 signed : tile<i32> -> tile<f32>
    %62 = reshape %61 : tile<f32> -> tile<1x1xf32>
    %63 = divf %60, %62 : tile<1x1xf32>
    %64 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %65 = addf %63, %64 : tile<1x1xf32>
    %66 = rsqrt %65 : tile<1x1xf32>
    %67 = constant <i32: 0> : tile<i32>
    %68, %69 = load_view_tko weak %31[%34, %67] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %72 = make_token : token
    %87, %88 = for %73 in (%70 to %38, step %71) : tile<i32> iter_values(%74 = %68, %75 = %72) -> (tile<1x1024xf32>, token) {
      %76 = constant <i32: 1> : tile<i32>
      %77 = addi %73, %76 : tile<i32>
      %78, %79 = load_view_tko weak %31[%34, %77] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %80, %81 = load_view_tko weak %32[%73] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %82 = broadcast %66 : tile<1x1xf32> -> tile<1x1024xf32>
      %83 = mulf %74, %82 : tile<1x1024xf32>
      %84 = reshape %80 : tile<1024xf32> -> tile<1x1024xf32>
      %85 = mulf %83, %84 : tile<1x1024xf32>
      %86 = store_view_tko weak %85, %33[%34, %73] token = %75 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %78, %86 : tile<1x1024xf32>, token
    }
    return
  }
}

// kernel rmsnorm_looped_prefetch [eps=1e-6, BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @rmsnorm_looped_prefetch {
  entry @rmsnorm_looped_prefetch(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 4096> : tile<i32>
    %38 = divi %17, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<1x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41, %42 = load_view_tko weak %31[%34, %40] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %43 = constant <i32: 0> : tile<i32>
    %44 = constant <i32: 1> : tile<i32>
    %60, %61 = for %45 in (%43 to %38, step %44) : tile<i32> iter_values(%46 = %41, %47 = %39) -> (tile<1x4096xbf16>, tile<1x1xf32>) {
      %48 = ftof %46 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %49 = constant <i32: 1> : tile<i32>
      %50 = addi %45, %49 : tile<i32>
      %51, %52 = load_view_tko weak %31[%34, %50] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %53 = mulf %48, %48 : tile<1x4096xf32>
      %57 = reduce %53 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%54: tile<f32>, %55: tile<f32>):
        %56 = addf %54, %55 : tile<f32>
        yield %56 : tile<f32>
      }
      %58 = reshape %57 : tile<1xf32> -> tile<1x1xf32>
      %59 = addf %47, %58 : tile<1x1xf32>
      continue %51, %59 : tile<1x4096xbf16>, tile<1x1xf32>
    }
    %62 = itof %17 signed : tile<i32> -> tile<f32>
    %63 = reshape %62 : tile<f32> -> tile<1x1xf32>
    %64 = divf %61, %63 : tile<1x1xf32>
    %65 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %66 = addf %64, %65 : tile<1x1xf32>
    %67 = rsqrt %66 : tile<1x1xf32>
    %68 = constant <i32: 0> : tile<i32>
    %69, %70 = load_view_tko weak %31[%34, %68] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %71 = constant <i32: 0> : tile<i32>
    %72 = constant <i32: 1> : tile<i32>
    %73 = make_token : token
    %91, %92 = for %74 in (%71 to %38, step %72) : tile<i32> iter_values(%75 = %69, %76 = %73) -> (tile<1x4096xbf16>, token) {
      %77 = ftof %75 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %78 = constant <i32: 1> : tile<i32>
      %79 = addi %74, %78 : tile<i32>
      %80, %81 = load_view_tko weak %31[%34, %79] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %82, %83 = load_view_tko weak %32[%74] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %84 = ftof %82 : tile<4096xbf16> -> tile<4096xf32>
      %85 = broadcast %67 : tile<1x1xf32> -> tile<1x4096xf32>
      %86 = mulf %77, %85 : tile<1x4096xf32>
      %87 = reshape %84 : tile<4096xf32> -> tile<1x4096xf32>
      %88 = mulf %86, %87 : tile<1x4096xf32>
      %89 = ftof %88 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %90 = store_view_tko weak %89, %33[%34, %74] token = %76 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %80, %90 : tile<1x4096xbf16>, token
    }
    return
  }
}
