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
    %48 = constant <i32: 0> : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %60 = for %50 in (%48 to %46, step %49) : tile<i32> iter_values(%51 = %47) -> (tile<1x1xf32>) {
      %52, %53 = load_view_tko weak %38[%42, %50] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %57 = reduce %52 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%54: tile<f32>, %55: tile<f32>):
        %56 = addf %54, %55 : tile<f32>
        yield %56 : tile<f32>
      }
      %58 = reshape %57 : tile<1xf32> -> tile<1x1xf32>
      %59 = addf %51, %58 : tile<1x1xf32>
      continue %59 : tile<1x1xf32>
    }
    %61 = itof %20 signed : tile<i32> -> tile<f32>
    %62 = reshape %61 : tile<f32> -> tile<1x1xf32>
    %63 = divf %60, %62 : tile<1x1xf32>
    %64 = constant <f32: 0.0> : tile<1x1xf32>
    %65 = constant <i32: 0> : tile<i32>
    %66 = constant <i32: 1> : tile<i32>
    %92 = for %67 in (%65 to %46, step %66) : tile<i32> iter_values(%68 = %64) -> (tile<1x1xf32>) {
      %69, %70 = load_view_tko weak %38[%42, %67] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %71 = constant <i32: 1024> : tile<i32>
      %72 = muli %67, %71 : tile<i32>
      %73 = iota : tile<1024xi32>
      %74 = reshape %72 : tile<i32> -> tile<1xi32>
      %75 = broadcast %74 : tile<1xi32> -> tile<1024xi32>
      %76 = addi %75, %73 : tile<1024xi32>
      %77 = reshape %20 : tile<i32> -> tile<1xi32>
      %78 = broadcast %77 : tile<1xi32> -> tile<1024xi32>
      %79 = cmpi less_than %76, %78, signed : tile<1024xi32> -> tile<1024xi1>
      %80 = broadcast %63 : tile<1x1xf32> -> tile<1x1024xf32>
      %81 = subf %69, %80 : tile<1x1024xf32>
      %82 = reshape %79 : tile<1024xi1> -> tile<1x1024xi1>
      %83 = constant <f32: 0.0> : tile<1x1024xf32>
      %84 = select %82, %81, %83 : tile<1x1024xi1>, tile<1x1024xf32>
      %85 = mulf %84, %84 : tile<1x1024xf32>
      %89 = reduce %85 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%86: tile<f32>, %87: tile<f32>):
        %88 = addf %86, %87 : tile<f32>
        yield %88 : tile<f32>
      }
      %90 = reshape %89 : tile<1xf32> -> tile<1x1xf32>
      %91 = addf %68, %90 : tile<1x1xf32>
      continue %91 : tile<1x1xf32>
    }
    %93 = itof %20 signed : tile<i32> -> tile<f32>
    %94 = reshape %93 : tile<f32> -> tile<1x1xf32>
    %95 = divf %92, %94 : tile<1x1xf32>
    %96 = constant <f32: 0.000009999999747378752> : tile<1x1xf32>
    %97 = addf %95, %96 : tile<1x1xf32>
    %98 = rsqrt %97 : tile<1x1xf32>
    %99 = constant <i32: 0> : tile<i32>
    %100 = constant <i32: 1> : tile<i32>
    %101 = make_token : token
    %119 = for %102 in (%99 to %46, step %100) : tile<i32> iter_values(%103 = %101) -> (token) {
      %104, %105 = load_view_tko weak %38[%42, %102] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %106, %107 = load_view_tko weak %39[%102] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %108, %109 = load_view_tko weak %40[%102] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %110 = broadcast %63 : tile<1x1xf32> -> tile<1x1024xf32>
      %111 = subf %104, %110 : tile<1x1024xf32>
      %112 = broadcast %98 : tile<1x1xf32> -> tile<1x1024xf32>
      %113 = mulf %111, %112 : tile<1x1024xf32>
      %114 = reshape %106 : tile<1024xf32> -> tile<1x1024xf32>
      %115 = mulf %113, %114 : tile<1x1024xf32>
      %116 = reshape %108 : tile<1024xf32> -> tile<1x1024xf32>
      %117 = addf %115, %116 : tile<1x1024xf32>
      %118 = store_view_tko weak %117, %41[%42, %102] token = %103 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %118 : token
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
    %48 = constant <i32: 0> : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %61 = for %50 in (%48 to %46, step %49) : tile<i32> iter_values(%51 = %47) -> (tile<2x1xf32>) {
      %52, %53 = load_view_tko weak %38[%42, %50] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %54 = ftof %52 : tile<2x2048xf16> -> tile<2x2048xf32>
      %58 = reduce %54 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%55: tile<f32>, %56: tile<f32>):
        %57 = addf %55, %56 : tile<f32>
        yield %57 : tile<f32>
      }
      %59 = reshape %58 : tile<2xf32> -> tile<2x1xf32>
      %60 = addf %51, %59 : tile<2x1xf32>
      continue %60 : tile<2x1xf32>
    }
    %62 = itof %20 signed : tile<i32> -> tile<f32>
    %63 = reshape %62 : tile<f32> -> tile<1x1xf32>
    %64 = broadcast %63 : tile<1x1xf32> -> tile<2x1xf32>
    %65 = divf %61, %64 : tile<2x1xf32>
    %66 = constant <f32: 0.0> : tile<2x1xf32>
    %67 = constant <i32: 0> : tile<i32>
    %68 = constant <i32: 1> : tile<i32>
    %96 = for %69 in (%67 to %46, step %68) : tile<i32> iter_values(%70 = %66) -> (tile<2x1xf32>) {
      %71, %72 = load_view_tko weak %38[%42, %69] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %73 = ftof %71 : tile<2x2048xf16> -> tile<2x2048xf32>
      %74 = constant <i32: 2048> : tile<i32>
      %75 = muli %69, %74 : tile<i32>
      %76 = iota : tile<2048xi32>
      %77 = reshape %75 : tile<i32> -> tile<1xi32>
      %78 = broadcast %77 : tile<1xi32> -> tile<2048xi32>
      %79 = addi %78, %76 : tile<2048xi32>
      %80 = reshape %20 : tile<i32> -> tile<1xi32>
      %81 = broadcast %80 : tile<1xi32> -> tile<2048xi32>
      %82 = cmpi less_than %79, %81, signed : tile<2048xi32> -> tile<2048xi1>
      %83 = broadcast %65 : tile<2x1xf32> -> tile<2x2048xf32>
      %84 = subf %73, %83 : tile<2x2048xf32>
      %85 = reshape %82 : tile<2048xi1> -> tile<1x2048xi1>
      %86 = broadcast %85 : tile<1x2048xi1> -> tile<2x2048xi1>
      %87 = constant <f32: 0.0> : tile<2x2048xf32>
      %88 = select %86, %84, %87 : tile<2x2048xi1>, tile<2x2048xf32>
      %89 = mulf %88, %88 : tile<2x2048xf32>
      %93 = reduce %89 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%90: tile<f32>, %91: tile<f32>):
        %92 = addf %90, %91 : tile<f32>
        yield %92 : tile<f32>
      }
      %94 = reshape %93 : tile<2xf32> -> tile<2x1xf32>
      %95 = addf %70, %94 : tile<2x1xf32>
      continue %95 : tile<2x1xf32>
    }
    %97 = itof %20 signed : tile<i32> -> tile<f32>
    %98 = reshape %97 : tile<f32> -> tile<1x1xf32>
    %99 = broadcast %98 : tile<1x1xf32> -> tile<2x1xf32>
    %100 = divf %96, %99 : tile<2x1xf32>
    %101 = constant <f32: 0.000009999999747378752> : tile<2x1xf32>
    %102 = addf %100, %101 : tile<2x1xf32>
    %103 = rsqrt %102 : tile<2x1xf32>
    %104 = constant <i32: 0> : tile<i32>
    %105 = constant <i32: 1> : tile<i32>
    %106 = make_token : token
    %128 = for %107 in (%104 to %46, step %105) : tile<i32> iter_values(%108 = %106) -> (token) {
      %109, %110 = load_view_tko weak %38[%42, %107] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %111 = ftof %109 : tile<2x2048xf16> -> tile<2x2048xf32>
      %112, %113 = load_view_tko weak %39[%107] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<2048xf32>, token
      %114, %115 = load_view_tko weak %40[%107] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<2048xf32>, token
      %116 = broadcast %65 : tile<2x1xf32> -> tile<2x2048xf32>
      %117 = subf %111, %116 : tile<2x2048xf32>
      %118 = broadcast %103 : tile<2x1xf32> -> tile<2x2048xf32>
      %119 = mulf %117, %118 : tile<2x2048xf32>
      %120 = reshape %112 : tile<2048xf32> -> tile<1x2048xf32>
      %121 = broadcast %120 : tile<1x2048xf32> -> tile<2x2048xf32>
      %122 = mulf %119, %121 : tile<2x2048xf32>
      %123 = reshape %114 : tile<2048xf32> -> tile<1x2048xf32>
      %124 = broadcast %123 : tile<1x2048xf32> -> tile<2x2048xf32>
      %125 = addf %122, %124 : tile<2x2048xf32>
      %126 = ftof %125 : tile<2x2048xf32> -> tile<2x2048xf16>
      %127 = store_view_tko weak %126, %41[%42, %107] token = %108 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %127 : token
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
    %48 = constant <i32: 0> : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %61 = for %50 in (%48 to %46, step %49) : tile<i32> iter_values(%51 = %47) -> (tile<1x1xf32>) {
      %52, %53 = load_view_tko weak %38[%42, %50] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %54 = ftof %52 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %58 = reduce %54 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%55: tile<f32>, %56: tile<f32>):
        %57 = addf %55, %56 : tile<f32>
        yield %57 : tile<f32>
      }
      %59 = reshape %58 : tile<1xf32> -> tile<1x1xf32>
      %60 = addf %51, %59 : tile<1x1xf32>
      continue %60 : tile<1x1xf32>
    }
    %62 = itof %20 signed : tile<i32> -> tile<f32>
    %63 = reshape %62 : tile<f32> -> tile<1x1xf32>
    %64 = divf %61, %63 : tile<1x1xf32>
    %65 = constant <f32: 0.0> : tile<1x1xf32>
    %66 = constant <i32: 0> : tile<i32>
    %67 = constant <i32: 1> : tile<i32>
    %94 = for %68 in (%66 to %46, step %67) : tile<i32> iter_values(%69 = %65) -> (tile<1x1xf32>) {
      %70, %71 = load_view_tko weak %38[%42, %68] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %72 = ftof %70 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %73 = constant <i32: 4096> : tile<i32>
      %74 = muli %68, %73 : tile<i32>
      %75 = iota : tile<4096xi32>
      %76 = reshape %74 : tile<i32> -> tile<1xi32>
      %77 = broadcast %76 : tile<1xi32> -> tile<4096xi32>
      %78 = addi %77, %75 : tile<4096xi32>
      %79 = reshape %20 : tile<i32> -> tile<1xi32>
      %80 = broadcast %79 : tile<1xi32> -> tile<4096xi32>
      %81 = cmpi less_than %78, %80, signed : tile<4096xi32> -> tile<4096xi1>
      %82 = broadcast %64 : tile<1x1xf32> -> tile<1x4096xf32>
      %83 = subf %72, %82 : tile<1x4096xf32>
      %84 = reshape %81 : tile<4096xi1> -> tile<1x4096xi1>
      %85 = constant <f32: 0.0> : tile<1x4096xf32>
      %86 = select %84, %83, %85 : tile<1x4096xi1>, tile<1x4096xf32>
      %87 = mulf %86, %86 : tile<1x4096xf32>
      %91 = reduce %87 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%88: tile<f32>, %89: tile<f32>):
        %90 = addf %88, %89 : tile<f32>
        yield %90 : tile<f32>
      }
      %92 = reshape %91 : tile<1xf32> -> tile<1x1xf32>
      %93 = addf %69, %92 : tile<1x1xf32>
      continue %93 : tile<1x1xf32>
    }
    %95 = itof %20 signed : tile<i32> -> tile<f32>
    %96 = reshape %95 : tile<f32> -> tile<1x1xf32>
    %97 = divf %94, %96 : tile<1x1xf32>
    %98 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %99 = addf %97, %98 : tile<1x1xf32>
    %100 = rsqrt %99 : tile<1x1xf32>
    %101 = constant <i32: 0> : tile<i32>
    %102 = constant <i32: 1> : tile<i32>
    %103 = make_token : token
    %125 = for %104 in (%101 to %46, step %102) : tile<i32> iter_values(%105 = %103) -> (token) {
      %106, %107 = load_view_tko weak %38[%42, %104] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %108 = ftof %106 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %109, %110 = load_view_tko weak %39[%104] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %111 = ftof %109 : tile<4096xbf16> -> tile<4096xf32>
      %112, %113 = load_view_tko weak %40[%104] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %114 = ftof %112 : tile<4096xbf16> -> tile<4096xf32>
      %115 = broadcast %64 : tile<1x1xf32> -> tile<1x4096xf32>
      %116 = subf %108, %115 : tile<1x4096xf32>
      %117 = broadcast %100 : tile<1x1xf32> -> tile<1x4096xf32>
      %118 = mulf %116, %117 : tile<1x4096xf32>
      %119 = reshape %111 : tile<4096xf32> -> tile<1x4096xf32>
      %120 = mulf %118, %119 : tile<1x4096xf32>
      %121 = reshape %114 : tile<4096xf32> -> tile<1x4096xf32>
      %122 = addf %120, %121 : tile<1x4096xf32>
      %123 = ftof %122 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %124 = store_view_tko weak %123, %41[%42, %104] token = %105 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %124 : token
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
