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
    %42 = constant <f32: 0.0> : tile<8x1xf32>
    %43 = constant <i32: 0> : tile<i32>
    %44 = constant <i32: 1> : tile<i32>
    %108, %109 = for %45 in (%43 to %40, step %44) : tile<i32> iter_values(%46 = %41, %47 = %42) -> (tile<8x1xf32>, tile<8x1xf32>) {
      %48, %49 = load_view_tko weak %32[%36, %45] : partition_view<tile=(8x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x256xf32>, token
      %50 = constant <i32: 256> : tile<i32>
      %51 = muli %45, %50 : tile<i32>
      %52 = itof %51 signed : tile<i32> -> tile<f32>
      %53 = constant <f32: 1.0> : tile<f32>
      %54 = mulf %52, %53 : tile<f32>
      %55 = constant <i32: 256> : tile<i32>
      %56 = muli %45, %55 : tile<i32>
      %57 = subi %19, %56 : tile<i32>
      %58 = constant <i32: 256> : tile<i32>
      %59 = mini %57, %58 signed : tile<i32>
      %60 = itof %59 signed : tile<i32> -> tile<f32>
      %61 = constant <f32: 1.0> : tile<f32>
      %62 = mulf %60, %61 : tile<f32>
      %66 = reduce %48 dim=1 identities=[0] : tile<8x256xf32> -> tile<8xf32> {
      ^bb0(%63: tile<f32>, %64: tile<f32>):
        %65 = addf %63, %64 : tile<f32>
        yield %65 : tile<f32>
      }
      %67 = reshape %66 : tile<8xf32> -> tile<8x1xf32>
      %68 = reshape %62 : tile<f32> -> tile<1x1xf32>
      %69 = broadcast %68 : tile<1x1xf32> -> tile<8x1xf32>
      %70 = divf %67, %69 : tile<8x1xf32>
      %71 = constant <i32: 256> : tile<i32>
      %72 = muli %45, %71 : tile<i32>
      %73 = iota : tile<256xi32>
      %74 = reshape %72 : tile<i32> -> tile<1xi32>
      %75 = broadcast %74 : tile<1xi32> -> tile<256xi32>
      %76 = addi %75, %73 : tile<256xi32>
      %77 = reshape %19 : tile<i32> -> tile<1xi32>
      %78 = broadcast %77 : tile<1xi32> -> tile<256xi32>
      %79 = cmpi less_than %76, %78, signed : tile<256xi32> -> tile<256xi1>
      %80 = broadcast %70 : tile<8x1xf32> -> tile<8x256xf32>
      %81 = subf %48, %80 : tile<8x256xf32>
      %82 = reshape %79 : tile<256xi1> -> tile<1x256xi1>
      %83 = broadcast %82 : tile<1x256xi1> -> tile<8x256xi1>
      %84 = constant <f32: 0.0> : tile<8x256xf32>
      %85 = select %83, %81, %84 : tile<8x256xi1>, tile<8x256xf32>
      %86 = subf %70, %46 : tile<8x1xf32>
      %87 = addf %54, %62 : tile<f32>
      %88 = divf %62, %87 : tile<f32>
      %89 = reshape %88 : tile<f32> -> tile<1x1xf32>
      %90 = broadcast %89 : tile<1x1xf32> -> tile<8x1xf32>
      %91 = mulf %86, %90 : tile<8x1xf32>
      %92 = addf %46, %91 : tile<8x1xf32>
      %93 = mulf %85, %85 : tile<8x256xf32>
      %97 = reduce %93 dim=1 identities=[0] : tile<8x256xf32> -> tile<8xf32> {
      ^bb0(%94: tile<f32>, %95: tile<f32>):
        %96 = addf %94, %95 : tile<f32>
        yield %96 : tile<f32>
      }
      %98 = reshape %97 : tile<8xf32> -> tile<8x1xf32>
      %99 = addf %47, %98 : tile<8x1xf32>
      %100 = mulf %86, %86 : tile<8x1xf32>
      %101 = mulf %54, %62 : tile<f32>
      %102 = addf %54, %62 : tile<f32>
      %103 = divf %101, %102 : tile<f32>
      %104 = reshape %103 : tile<f32> -> tile<1x1xf32>
      %105 = broadcast %104 : tile<1x1xf32> -> tile<8x1xf32>
      %106 = mulf %100, %105 : tile<8x1xf32>
      %107 = addf %99, %106 : tile<8x1xf32>
      continue %92, %107 : tile<8x1xf32>, tile<8x1xf32>
    }
    %110 = itof %19 signed : tile<i32> -> tile<f32>
    %111 = reshape %110 : tile<f32> -> tile<1x1xf32>
    %112 = broadcast %111 : tile<1x1xf32> -> tile<8x1xf32>
    %113 = divf %109, %112 : tile<8x1xf32>
    %114 = constant <f32: 0.000009999999747378752> : tile<8x1xf32>
    %115 = addf %113, %114 : tile<8x1xf32>
    %116 = rsqrt %115 : tile<8x1xf32>
    %117 = constant <i32: 0> : tile<i32>
    %118 = constant <i32: 1> : tile<i32>
    %119 = make_token : token
    %139 = for %120 in (%117 to %40, step %118) : tile<i32> iter_values(%121 = %119) -> (token) {
      %122, %123 = load_view_tko weak %32[%36, %120] : partition_view<tile=(8x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x256xf32>, token
      %124, %125 = load_view_tko weak %33[%120] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
      %126, %127 = load_view_tko weak %34[%120] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
      %128 = broadcast %108 : tile<8x1xf32> -> tile<8x256xf32>
      %129 = subf %122, %128 : tile<8x256xf32>
      %130 = broadcast %116 : tile<8x1xf32> -> tile<8x256xf32>
      %131 = mulf %129, %130 : tile<8x256xf32>
      %132 = reshape %124 : tile<256xf32> -> tile<1x256xf32>
      %133 = broadcast %132 : tile<1x256xf32> -> tile<8x256xf32>
      %134 = mulf %131, %133 : tile<8x256xf32>
      %135 = reshape %126 : tile<256xf32> -> tile<1x256xf32>
      %136 = broadcast %135 : tile<1x256xf32> -> tile<8x256xf32>
      %137 = addf %134, %136 : tile<8x256xf32>
      %138 = store_view_tko weak %137, %35[%36, %120] token = %121 : tile<8x256xf32>, partition_view<tile=(8x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %138 : token
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
    %48 = constant <f32: 0.0> : tile<1x1xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = constant <i32: 1> : tile<i32>
    %111, %112 = for %51 in (%49 to %46, step %50) : tile<i32> iter_values(%52 = %47, %53 = %48) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %54, %55 = load_view_tko weak %38[%42, %51] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xf16>, token
      %56 = ftof %54 : tile<1x1024xf16> -> tile<1x1024xf32>
      %57 = constant <i32: 1024> : tile<i32>
      %58 = muli %51, %57 : tile<i32>
      %59 = itof %58 signed : tile<i32> -> tile<f32>
      %60 = constant <f32: 1.0> : tile<f32>
      %61 = mulf %59, %60 : tile<f32>
      %62 = constant <i32: 1024> : tile<i32>
      %63 = muli %51, %62 : tile<i32>
      %64 = subi %20, %63 : tile<i32>
      %65 = constant <i32: 1024> : tile<i32>
      %66 = mini %64, %65 signed : tile<i32>
      %67 = itof %66 signed : tile<i32> -> tile<f32>
      %68 = constant <f32: 1.0> : tile<f32>
      %69 = mulf %67, %68 : tile<f32>
      %73 = reduce %56 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%70: tile<f32>, %71: tile<f32>):
        %72 = addf %70, %71 : tile<f32>
        yield %72 : tile<f32>
      }
      %74 = reshape %73 : tile<1xf32> -> tile<1x1xf32>
      %75 = reshape %69 : tile<f32> -> tile<1x1xf32>
      %76 = divf %74, %75 : tile<1x1xf32>
      %77 = constant <i32: 1024> : tile<i32>
      %78 = muli %51, %77 : tile<i32>
      %79 = iota : tile<1024xi32>
      %80 = reshape %78 : tile<i32> -> tile<1xi32>
      %81 = broadcast %80 : tile<1xi32> -> tile<1024xi32>
      %82 = addi %81, %79 : tile<1024xi32>
      %83 = reshape %20 : tile<i32> -> tile<1xi32>
      %84 = broadcast %83 : tile<1xi32> -> tile<1024xi32>
      %85 = cmpi less_than %82, %84, signed : tile<1024xi32> -> tile<1024xi1>
      %86 = broadcast %76 : tile<1x1xf32> -> tile<1x1024xf32>
      %87 = subf %56, %86 : tile<1x1024xf32>
      %88 = reshape %85 : tile<1024xi1> -> tile<1x1024xi1>
      %89 = constant <f32: 0.0> : tile<1x1024xf32>
      %90 = select %88, %87, %89 : tile<1x1024xi1>, tile<1x1024xf32>
      %91 = subf %76, %52 : tile<1x1xf32>
      %92 = addf %61, %69 : tile<f32>
      %93 = divf %69, %92 : tile<f32>
      %94 = reshape %93 : tile<f32> -> tile<1x1xf32>
      %95 = mulf %91, %94 : tile<1x1xf32>
      %96 = addf %52, %95 : tile<1x1xf32>
      %97 = mulf %90, %90 : tile<1x1024xf32>
      %101 = reduce %97 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
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
    %116 = constant <f32: 0.000009999999747378752> : tile<1x1xf32>
    %117 = addf %115, %116 : tile<1x1xf32>
    %118 = rsqrt %117 : tile<1x1xf32>
    %119 = constant <i32: 0> : tile<i32>
    %120 = constant <i32: 1> : tile<i32>
    %121 = make_token : token
    %141 = for %122 in (%119 to %46, step %120) : tile<i32> iter_values(%123 = %121) -> (token) {
      %124, %125 = load_view_tko weak %38[%42, %122] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xf16>, token
      %126 = ftof %124 : tile<1x1024xf16> -> tile<1x1024xf32>
      %127, %128 = load_view_tko weak %39[%122] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %129, %130 = load_view_tko weak %40[%122] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %131 = broadcast %111 : tile<1x1xf32> -> tile<1x1024xf32>
      %132 = subf %126, %131 : tile<1x1024xf32>
      %133 = broadcast %118 : tile<1x1xf32> -> tile<1x1024xf32>
      %134 = mulf %132, %133 : tile<1x1024xf32>
      %135 = reshape %127 : tile<1024xf32> -> tile<1x1024xf32>
      %136 = mulf %134, %135 : tile<1x1024xf32>
      %137 = reshape %129 : tile<1024xf32> -> tile<1x1024xf32>
      %138 = addf %136, %137 : tile<1x1024xf32>
      %139 = ftof %138 : tile<1x1024xf32> -> tile<1x1024xf16>
      %140 = store_view_tko weak %139, %41[%42, %122] token = %123 : tile<1x1024xf16>, partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %140 : token
    }
    return
  }
}
