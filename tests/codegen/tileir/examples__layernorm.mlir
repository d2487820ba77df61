// kernel layernorm [eps=1e-5, BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume div_by<8>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %16, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<f32>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f32>>
    %25 = assume bounded<0, ?>, %9 : tile<i32>
    %26 = make_tensor_view %24, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %11 : tile<ptr<f32>>
    %28 = assume div_by<8>, %12 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = assume bounded<0, ?>, %13 : tile<i32>
    %31 = make_tensor_view %27, shape = [%29, %30], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %32 = make_partition_view %20 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %33 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %34 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %35 = make_partition_view %31 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 0> : tile<i32>
    %40, %41 = load_view_tko weak %32[%36, %39] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %45 = reduce %40 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%42: tile<f32>, %43: tile<f32>):
      %44 = addf %42, %43 : tile<f32>
      yield %44 : tile<f32>
    }
    %46 = reshape %45 : tile<4xf32> -> tile<4x1xf32>
    %47 = itof %19 signed : tile<i32> -> tile<f32>
    %48 = reshape %47 : tile<f32> -> tile<1x1xf32>
    %49 = broadcast %48 : tile<1x1xf32> -> tile<4x1xf32>
    %50 = divf %46, %49 : tile<4x1xf32>
    %51 = iota : tile<1024xi32>
    %52 = reshape %19 : tile<i32> -> tile<1xi32>
    %53 = broadcast %52 : tile<1xi32> -> tile<1024xi32>
    %54 = cmpi less_than %51, %53, signed : tile<1024xi32> -> tile<1024xi1>
    %55 = broadcast %50 : tile<4x1xf32> -> tile<4x1024xf32>
    %56 = subf %40, %55 : tile<4x1024xf32>
    %57 = reshape %54 : tile<1024xi1> -> tile<1x1024xi1>
    %58 = broadcast %57 : tile<1x1024xi1> -> tile<4x1024xi1>
    %59 = constant <f32: 0.0> : tile<4x1024xf32>
    %60 = select %58, %56, %59 : tile<4x1024xi1>, tile<4x1024xf32>
    %61 = mulf %60, %60 : tile<4x1024xf32>
    %65 = reduce %61 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%62: tile<f32>, %63: tile<f32>):
      %64 = addf %62, %63 : tile<f32>
      yield %64 : tile<f32>
    }
    %66 = reshape %65 : tile<4xf32> -> tile<4x1xf32>
    %67 = itof %19 signed : tile<i32> -> tile<f32>
    %68 = reshape %67 : tile<f32> -> tile<1x1xf32>
    %69 = broadcast %68 : tile<1x1xf32> -> tile<4x1xf32>
    %70 = divf %66, %69 : tile<4x1xf32>
    %71 = constant <i32: 0> : tile<i32>
    %72, %73 = load_view_tko weak %33[%71] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %74 = constant <i32: 0> : tile<i32>
    %75, %76 = load_view_tko weak %34[%74] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %77 = constant <f32: 0.000009999999747378752> : tile<4x1xf32>
    %78 = addf %70, %77 : tile<4x1xf32>
    %79 = rsqrt %78 : tile<4x1xf32>
    %80 = broadcast %79 : tile<4x1xf32> -> tile<4x1024xf32>
    %81 = mulf %60, %80 : tile<4x1024xf32>
    %82 = reshape %72 : tile<1024xf32> -> tile<1x1024xf32>
    %83 = broadcast %82 : tile<1x1024xf32> -> tile<4x1024xf32>
    %84 = mulf %81, %83 : tile<4x1024xf32>
    %85 = reshape %75 : tile<1024xf32> -> tile<1x1024xf32>
    %86 = broadcast %85 : tile<1x1024xf32> -> tile<4x1024xf32>
    %87 = addf %84, %86 : tile<4x1024xf32>
    %88, %89, %90 = get_tile_block_id : tile<i32>
    %91 = constant <i32: 0> : tile<i32>
    %92 = store_view_tko weak %87, %35[%88, %91] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm_looped [eps=1e-5, BM=8, BN=256, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume div_by<8>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %16, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<f32>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<f32>>
    %25 = assume bounded<0, ?>, %9 : tile<i32>
    %26 = make_tensor_view %24, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %11 : tile<ptr<f32>>
    %28 = assume div_by<8>, %12 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = assume bounded<0, ?>, %13 : tile<i32>
    %31 = make_tensor_view %27, shape = [%29, %30], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %32 = make_partition_view %20 : partition_view<tile=(8x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %33 = make_partition_view %23 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %34 = make_partition_view %26 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %35 = make_partition_view %31 : partition_view<tile=(8x256), tensor_view<?x?xf32, strides=[?,1]>>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 256> : tile<i32>
    %40 = divi %19, %39 signed rounding positive_inf : tile<i32>
    %41 = constant <f32: 0.0> : tile<8x1xf32>
    %42 = constant <i32: 0> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %54 = for %44 in (%42 to %40, step %43) : tile<i32> iter_values(%45 = %41) -> (tile<8x1xf32>) {
      %46, %47 = load_view_tko weak %32[%36, %44] : partition_view<tile=(8x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x256xf32>, token
      %51 = reduce %46 dim=1 identities=[0] : tile<8x256xf32> -> tile<8xf32> {
      ^bb0(%48: tile<f32>, %49: tile<f32>):
        %50 = addf %48, %49 : tile<f32>
        yield %50 : tile<f32>
      }
      %52 = reshape %51 : tile<8xf32> -> tile<8x1xf32>
      %53 = addf %45, %52 : tile<8x1xf32>
      continue %53 : tile<8x1xf32>
    }
    %55 = itof %19 signed : tile<i32> -> tile<f32>
    %56 = reshape %55 : tile<f32> -> tile<1x1xf32>
    %57 = broadcast %56 : tile<1x1xf32> -> tile<8x1xf32>
    %58 = divf %54, %57 : tile<8x1xf32>
    %59 = constant <f32: 0.0> : tile<8x1xf32>
    %60 = constant <i32: 0> : tile<i32>
    %61 = constant <i32: 1> : tile<i32>
    %88 = for %62 in (%60 to %40, step %61) : tile<i32> iter_values(%63 = %59) -> (tile<8x1xf32>) {
      %64, %65 = load_view_tko weak %32[%36, %62] : partition_view<tile=(8x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x256xf32>, token
      %66 = constant <i32: 256> : tile<i32>
      %67 = muli %62, %66 : tile<i32>
      %68 = iota : tile<256xi32>
      %69 = reshape %67 : tile<i32> -> tile<1xi32>
      %70 = broadcast %69 : tile<1xi32> -> tile<256xi32>
      %71 = addi %70, %68 : tile<256xi32>
      %72 = reshape %19 : tile<i32> -> tile<1xi32>
      %73 = broadcast %72 : tile<1xi32> -> tile<256xi32>
      %74 = cmpi less_than %71, %73, signed : tile<256xi32> -> tile<256xi1>
      %75 = broadcast %58 : tile<8x1xf32> -> tile<8x256xf32>
      %76 = subf %64, %75 : tile<8x256xf32>
      %77 = reshape %74 : tile<256xi1> -> tile<1x256xi1>
      %78 = broadcast %77 : tile<1x256xi1> -> tile<8x256xi1>
      %79 = constant <f32: 0.0> : tile<8x256xf32>
      %80 = select %78, %76, %79 : tile<8x256xi1>, tile<8x256xf32>
      %81 = mulf %80, %80 : tile<8x256xf32>
      %85 = reduce %81 dim=1 identities=[0] : tile<8x256xf32> -> tile<8xf32> {
      ^bb0(%82: tile<f32>, %83: tile<f32>):
        %84 = addf %82, %83 : tile<f32>
        yield %84 : tile<f32>
      }
      %86 = reshape %85 : tile<8xf32> -> tile<8x1xf32>
      %87 = addf %63, %86 : tile<8x1xf32>
      continue %87 : tile<8x1xf32>
    }
    %89 = itof %19 signed : tile<i32> -> tile<f32>
    %90 = reshape %89 : tile<f32> -> tile<1x1xf32>
    %91 = broadcast %90 : tile<1x1xf32> -> tile<8x1xf32>
    %92 = divf %88, %91 : tile<8x1xf32>
    %93 = constant <f32: 0.000009999999747378752> : tile<8x1xf32>
    %94 = addf %92, %93 : tile<8x1xf32>
    %95 = rsqrt %94 : tile<8x1xf32>
    %96 = constant <i32: 0> : tile<i32>
    %97 = constant <i32: 1> : tile<i32>
    %98 = make_token : token
    %118 = for %99 in (%96 to %40, step %97) : tile<i32> iter_values(%100 = %98) -> (token) {
      %101, %102 = load_view_tko weak %32[%36, %99] : partition_view<tile=(8x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x256xf32>, token
      %103, %104 = load_view_tko weak %33[%99] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
      %105, %106 = load_view_tko weak %34[%99] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
      %107 = broadcast %58 : tile<8x1xf32> -> tile<8x256xf32>
      %108 = subf %101, %107 : tile<8x256xf32>
      %109 = broadcast %95 : tile<8x1xf32> -> tile<8x256xf32>
      %110 = mulf %108, %109 : tile<8x256xf32>
      %111 = reshape %103 : tile<256xf32> -> tile<1x256xf32>
      %112 = broadcast %111 : tile<1x256xf32> -> tile<8x256xf32>
      %113 = mulf %110, %112 : tile<8x256xf32>
      %114 = reshape %105 : tile<256xf32> -> tile<1x256xf32>
      %115 = broadcast %114 : tile<1x256xf32> -> tile<8x256xf32>
      %116 = addf %113, %115 : tile<8x256xf32>
      %117 = store_view_tko weak %116, %35[%36, %99] token = %100 : tile<8x256xf32>, partition_view<tile=(8x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %117 : token
    }
    return
  }
}

// kernel layernorm_looped [eps=1e-5, BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %16 = assume div_by<16>, %0 : tile<ptr<f16>>
    %17 = assume div_by<16>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %2 : tile<i32>
    %20 = assume bounded<0, ?>, %19 : tile<i32>
    %21 = assume div_by<8>, %3 : tile<i32>
    %22 = make_tensor_view %16, shape = [%18, %20], strides = [%21, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %5 : tile<ptr<f32>>
    %24 = assume div_by<8>, %6 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %8 : tile<ptr<f32>>
    %28 = assume div_by<8>, %9 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %11 : tile<ptr<f16>>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<8>, %13 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<8>, %14 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %38 = make_partition_view %22 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %39 = make_partition_view %26 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %40 = make_partition_view %30 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %41 = make_partition_view %37 : partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45 = constant <i32: 1024> : tile<i32>
    %46 = divi %20, %45 signed rounding positive_inf : tile<i32>
    %47 = constant <f32: 0.0> : tile<1x1xf32>
    %48 = constant <i32: 0> : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %61 = for %50 in (%48 to %46, step %49) : tile<i32> iter_values(%51 = %47) -> (tile<1x1xf32>) {
      %52, %53 = load_view_tko weak %38[%42, %50] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xf16>, token
      %54 = ftof %52 : tile<1x1024xf16> -> tile<1x1024xf32>
      %58 = reduce %54 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
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
      %70, %71 = load_view_tko weak %38[%42, %68] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xf16>, token
      %72 = ftof %70 : tile<1x1024xf16> -> tile<1x1024xf32>
      %73 = constant <i32: 1024> : tile<i32>
      %74 = muli %68, %73 : tile<i32>
      %75 = iota : tile<1024xi32>
      %76 = reshape %74 : tile<i32> -> tile<1xi32>
      %77 = broadcast %76 : tile<1xi32> -> tile<1024xi32>
      %78 = addi %77, %75 : tile<1024xi32>
      %79 = reshape %20 : tile<i32> -> tile<1xi32>
      %80 = broadcast %79 : tile<1xi32> -> tile<1024xi32>
      %81 = cmpi less_than %78, %80, signed : tile<1024xi32> -> tile<1024xi1>
      %82 = broadcast %64 : tile<1x1xf32> -> tile<1x1024xf32>
      %83 = subf %72, %82 : tile<1x1024xf32>
      %84 = reshape %81 : tile<1024xi1> -> tile<1x1024xi1>
      %85 = constant <f32: 0.0> : tile<1x1024xf32>
      %86 = select %84, %83, %85 : tile<1x1024xi1>, tile<1x1024xf32>
      %87 = mulf %86, %86 : tile<1x1024xf32>
      %91 = reduce %87 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
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
    %98 = constant <f32: 0.000009999999747378752> : tile<1x1xf32>
    %99 = addf %97, %98 : tile<1x1xf32>
    %100 = rsqrt %99 : tile<1x1xf32>
    %101 = constant <i32: 0> : tile<i32>
    %102 = constant <i32: 1> : tile<i32>
    %103 = make_token : token
    %123 = for %104 in (%101 to %46, step %102) : tile<i32> iter_values(%105 = %103) -> (token) {
      %106, %107 = load_view_tko weak %38[%42, %104] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xf16>, token
      %108 = ftof %106 : tile<1x1024xf16> -> tile<1x1024xf32>
      %109, %110 = load_view_tko weak %39[%104] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %111, %112 = load_view_tko weak %40[%104] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %113 = broadcast %64 : tile<1x1xf32> -> tile<1x1024xf32>
      %114 = subf %108, %113 : tile<1x1024xf32>
      %115 = broadcast %100 : tile<1x1xf32> -> tile<1x1024xf32>
      %116 = mulf %114, %115 : tile<1x1024xf32>
      %117 = reshape %109 : tile<1024xf32> -> tile<1x1024xf32>
      %118 = mulf %116, %117 : tile<1x1024xf32>
      %119 = reshape %111 : tile<1024xf32> -> tile<1x1024xf32>
      %120 = addf %118, %119 : tile<1x1024xf32>
      %121 = ftof %120 : tile<1x1024xf32> -> tile<1x1024xf16>
      %122 = store_view_tko weak %121, %41[%42, %104] token = %105 : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %122 : token
    }
    return
  }
}
