// kernel layernorm [eps=1e-5, BM=4, BN=1024]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = make_tensor_view %20, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %23 = assume div_by<16>, %8 : tile<ptr<f32>>
    %24 = assume bounded<0, ?>, %9 : tile<i32>
    %25 = make_tensor_view %23, shape = [%24], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %26 = assume div_by<16>, %11 : tile<ptr<f32>>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %26, shape = [%27, %28], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %31 = make_partition_view %22 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %32 = make_partition_view %25 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %29 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %30[%34, %37] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %43 = reduce %38 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%40: tile<f32>, %41: tile<f32>):
      %42 = addf %40, %41 : tile<f32>
      yield %42 : tile<f32>
    }
    %44 = reshape %43 : tile<4xf32> -> tile<4x1xf32>
    %45 = itof %18 signed : tile<i32> -> tile<f32>
    %46 = reshape %45 : tile<f32> -> tile<1x1xf32>
    %47 = broadcast %46 : tile<1x1xf32> -> tile<4x1xf32>
    %48 = divf %44, %47 : tile<4x1xf32>
    %49 = iota : tile<1024xi32>
    %50 = reshape %18 : tile<i32> -> tile<1xi32>
    %51 = broadcast %50 : tile<1xi32> -> tile<1024xi32>
    %52 = cmpi less_than %49, %51, signed : tile<1024xi32> -> tile<1024xi1>
    %53 = broadcast %48 : tile<4x1xf32> -> tile<4x1024xf32>
    %54 = subf %38, %53 : tile<4x1024xf32>
    %55 = reshape %52 : tile<1024xi1> -> tile<1x1024xi1>
    %56 = broadcast %55 : tile<1x1024xi1> -> tile<4x1024xi1>
    %57 = constant <f32: 0.0> : tile<4x1024xf32>
    %58 = select %56, %54, %57 : tile<4x1024xi1>, tile<4x1024xf32>
    %59 = mulf %58, %58 : tile<4x1024xf32>
    %63 = reduce %59 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%60: tile<f32>, %61: tile<f32>):
      %62 = addf %60, %61 : tile<f32>
      yield %62 : tile<f32>
    }
    %64 = reshape %63 : tile<4xf32> -> tile<4x1xf32>
    %65 = itof %18 signed : tile<i32> -> tile<f32>
    %66 = reshape %65 : tile<f32> -> tile<1x1xf32>
    %67 = broadcast %66 : tile<1x1xf32> -> tile<4x1xf32>
    %68 = divf %64, %67 : tile<4x1xf32>
    %69 = constant <i32: 0> : tile<i32>
    %70, %71 = load_view_tko weak %31[%69] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %72 = constant <i32: 0> : tile<i32>
    %73, %74 = load_view_tko weak %32[%72] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %75 = constant <f32: 0.000009999999747378752> : tile<4x1xf32>
    %76 = addf %68, %75 : tile<4x1xf32>
    %77 = rsqrt %76 : tile<4x1xf32>
    %78 = broadcast %77 : tile<4x1xf32> -> tile<4x1024xf32>
    %79 = mulf %58, %78 : tile<4x1024xf32>
    %80 = reshape %70 : tile<1024xf32> -> tile<1x1024xf32>
    %81 = broadcast %80 : tile<1x1024xf32> -> tile<4x1024xf32>
    %82 = mulf %79, %81 : tile<4x1024xf32>
    %83 = reshape %73 : tile<1024xf32> -> tile<1x1024xf32>
    %84 = broadcast %83 : tile<1x1024xf32> -> tile<4x1024xf32>
    %85 = addf %82, %84 : tile<4x1024xf32>
    %86, %87, %88 = get_tile_block_id : tile<i32>
    %89 = constant <i32: 0> : tile<i32>
    %90 = store_view_tko weak %85, %33[%86, %89] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm [eps=1e-5, BM=8, BN=1024]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) {
    %16 = assume div_by<16>, %0 : tile<ptr<f16>>
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = make_tensor_view %20, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %23 = assume div_by<16>, %8 : tile<ptr<f32>>
    %24 = assume bounded<0, ?>, %9 : tile<i32>
    %25 = make_tensor_view %23, shape = [%24], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %26 = assume div_by<16>, %11 : tile<ptr<f16>>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %26, shape = [%27, %28], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %31 = make_partition_view %22 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %32 = make_partition_view %25 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %29 : partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %30[%34, %37] : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<8x1024xf16>, token
    %40 = ftof %38 : tile<8x1024xf16> -> tile<8x1024xf32>
    %44 = reduce %40 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%41: tile<f32>, %42: tile<f32>):
      %43 = addf %41, %42 : tile<f32>
      yield %43 : tile<f32>
    }
    %45 = reshape %44 : tile<8xf32> -> tile<8x1xf32>
    %46 = itof %18 signed : tile<i32> -> tile<f32>
    %47 = reshape %46 : tile<f32> -> tile<1x1xf32>
    %48 = broadcast %47 : tile<1x1xf32> -> tile<8x1xf32>
    %49 = divf %45, %48 : tile<8x1xf32>
    %50 = iota : tile<1024xi32>
    %51 = reshape %18 : tile<i32> -> tile<1xi32>
    %52 = broadcast %51 : tile<1xi32> -> tile<1024xi32>
    %53 = cmpi less_than %50, %52, signed : tile<1024xi32> -> tile<1024xi1>
    %54 = broadcast %49 : tile<8x1xf32> -> tile<8x1024xf32>
    %55 = subf %40, %54 : tile<8x1024xf32>
    %56 = reshape %53 : tile<1024xi1> -> tile<1x1024xi1>
    %57 = broadcast %56 : tile<1x1024xi1> -> tile<8x1024xi1>
    %58 = constant <f32: 0.0> : tile<8x1024xf32>
    %59 = select %57, %55, %58 : tile<8x1024xi1>, tile<8x1024xf32>
    %60 = mulf %59, %59 : tile<8x1024xf32>
    %64 = reduce %60 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%61: tile<f32>, %62: tile<f32>):
      %63 = addf %61, %62 : tile<f32>
      yield %63 : tile<f32>
    }
    %65 = reshape %64 : tile<8xf32> -> tile<8x1xf32>
    %66 = itof %18 signed : tile<i32> -> tile<f32>
    %67 = reshape %66 : tile<f32> -> tile<1x1xf32>
    %68 = broadcast %67 : tile<1x1xf32> -> tile<8x1xf32>
    %69 = divf %65, %68 : tile<8x1xf32>
    %70 = constant <i32: 0> : tile<i32>
    %71, %72 = load_view_tko weak %31[%70] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %73 = constant <i32: 0> : tile<i32>
    %74, %75 = load_view_tko weak %32[%73] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %76 = constant <f32: 0.000009999999747378752> : tile<8x1xf32>
    %77 = addf %69, %76 : tile<8x1xf32>
    %78 = rsqrt %77 : tile<8x1xf32>
    %79 = broadcast %78 : tile<8x1xf32> -> tile<8x1024xf32>
    %80 = mulf %59, %79 : tile<8x1024xf32>
    %81 = reshape %71 : tile<1024xf32> -> tile<1x1024xf32>
    %82 = broadcast %81 : tile<1x1024xf32> -> tile<8x1024xf32>
    %83 = mulf %80, %82 : tile<8x1024xf32>
    %84 = reshape %74 : tile<1024xf32> -> tile<1x1024xf32>
    %85 = broadcast %84 : tile<1x1024xf32> -> tile<8x1024xf32>
    %86 = addf %83, %85 : tile<8x1024xf32>
    %87, %88, %89 = get_tile_block_id : tile<i32>
    %90 = ftof %86 : tile<8x1024xf32> -> tile<8x1024xf16>
    %91 = constant <i32: 0> : tile<i32>
    %92 = store_view_tko weak %90, %33[%87, %91] : tile<8x1024xf16>, partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm [eps=1e-6, BM=1, BN=4096]
cuda_tile.module @layernorm {
  entry @layernorm(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<bf16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) {
    %16 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = make_tensor_view %20, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %23 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %9 : tile<i32>
    %25 = make_tensor_view %23, shape = [%24], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %26 = assume div_by<16>, %11 : tile<ptr<bf16>>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %26, shape = [%27, %28], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %31 = make_partition_view %22 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %32 = make_partition_view %25 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %33 = make_partition_view %29 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %30[%34, %37] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %40 = ftof %38 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %44 = reduce %40 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%41: tile<f32>, %42: tile<f32>):
      %43 = addf %41, %42 : tile<f32>
      yield %43 : tile<f32>
    }
    %45 = reshape %44 : tile<1xf32> -> tile<1x1xf32>
    %46 = itof %18 signed : tile<i32> -> tile<f32>
    %47 = reshape %46 : tile<f32> -> tile<1x1xf32>
    %48 = divf %45, %47 : tile<1x1xf32>
    %49 = iota : tile<4096xi32>
    %50 = reshape %18 : tile<i32> -> tile<1xi32>
    %51 = broadcast %50 : tile<1xi32> -> tile<4096xi32>
    %52 = cmpi less_than %49, %51, signed : tile<4096xi32> -> tile<4096xi1>
    %53 = broadcast %48 : tile<1x1xf32> -> tile<1x4096xf32>
    %54 = subf %40, %53 : tile<1x4096xf32>
    %55 = reshape %52 : tile<4096xi1> -> tile<1x4096xi1>
    %56 = constant <f32: 0.0> : tile<1x4096xf32>
    %57 = select %55, %54, %56 : tile<1x4096xi1>, tile<1x4096xf32>
    %58 = mulf %57, %57 : tile<1x4096xf32>
    %62 = reduce %58 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%59: tile<f32>, %60: tile<f32>):
      %61 = addf %59, %60 : tile<f32>
      yield %61 : tile<f32>
    }
    %63 = reshape %62 : tile<1xf32> -> tile<1x1xf32>
    %64 = itof %18 signed : tile<i32> -> tile<f32>
    %65 = reshape %64 : tile<f32> -> tile<1x1xf32>
    %66 = divf %63, %65 : tile<1x1xf32>
    %67 = constant <i32: 0> : tile<i32>
    %68, %69 = load_view_tko weak %31[%67] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %70 = ftof %68 : tile<4096xbf16> -> tile<4096xf32>
    %71 = constant <i32: 0> : tile<i32>
    %72, %73 = load_view_tko weak %32[%71] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %74 = ftof %72 : tile<4096xbf16> -> tile<4096xf32>
    %75 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %76 = addf %66, %75 : tile<1x1xf32>
    %77 = rsqrt %76 : tile<1x1xf32>
    %78 = broadcast %77 : tile<1x1xf32> -> tile<1x4096xf32>
    %79 = mulf %57, %78 : tile<1x4096xf32>
    %80 = reshape %70 : tile<4096xf32> -> tile<1x4096xf32>
    %81 = mulf %79, %80 : tile<1x4096xf32>
    %82 = reshape %74 : tile<4096xf32> -> tile<1x4096xf32>
    %83 = addf %81, %82 : tile<1x4096xf32>
    %84, %85, %86 = get_tile_block_id : tile<i32>
    %87 = ftof %83 : tile<1x4096xf32> -> tile<1x4096xbf16>
    %88 = constant <i32: 0> : tile<i32>
    %89 = store_view_tko weak %87, %33[%84, %88] : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel layernorm_looped [eps=1e-5, BM=1, BN=1024]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f32>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) {
    %16 = assume div_by<16>, %0 : tile<ptr<f32>>
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = make_tensor_view %20, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %23 = assume div_by<16>, %8 : tile<ptr<f32>>
    %24 = assume bounded<0, ?>, %9 : tile<i32>
    %25 = make_tensor_view %23, shape = [%24], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %26 = assume div_by<16>, %11 : tile<ptr<f32>>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %26, shape = [%27, %28], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %31 = make_partition_view %22 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %32 = make_partition_view %25 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %29 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 1024> : tile<i32>
    %38 = divi %18, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<1x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41 = constant <i32: 1> : tile<i32>
    %52 = for %42 in (%40 to %38, step %41) : tile<i32> iter_values(%43 = %39) -> (tile<1x1xf32>) {
      %44, %45 = load_view_tko weak %30[%34, %42] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %49 = reduce %44 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%46: tile<f32>, %47: tile<f32>):
        %48 = addf %46, %47 : tile<f32>
        yield %48 : tile<f32>
      }
      %50 = reshape %49 : tile<1xf32> -> tile<1x1xf32>
      %51 = addf %43, %50 : tile<1x1xf32>
      continue %51 : tile<1x1xf32>
    }
    %53 = itof %18 signed : tile<i32> -> tile<f32>
    %54 = reshape %53 : tile<f32> -> tile<1x1xf32>
    %55 = divf %52, %54 : tile<1x1xf32>
    %56 = constant <f32: 0.0> : tile<1x1xf32>
    %57 = constant <i32: 0> : tile<i32>
    %58 = constant <i32: 1> : tile<i32>
    %84 = for %59 in (%57 to %38, step %58) : tile<i32> iter_values(%60 = %56) -> (tile<1x1xf32>) {
      %61, %62 = load_view_tko weak %30[%34, %59] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %63 = constant <i32: 1024> : tile<i32>
      %64 = muli %59, %63 : tile<i32>
      %65 = iota : tile<1024xi32>
      %66 = reshape %64 : tile<i32> -> tile<1xi32>
      %67 = broadcast %66 : tile<1xi32> -> tile<1024xi32>
      %68 = addi %67, %65 : tile<1024xi32>
      %69 = reshape %18 : tile<i32> -> tile<1xi32>
      %70 = broadcast %69 : tile<1xi32> -> tile<1024xi32>
      %71 = cmpi less_than %68, %70, signed : tile<1024xi32> -> tile<1024xi1>
      %72 = broadcast %55 : tile<1x1xf32> -> tile<1x1024xf32>
      %73 = subf %61, %72 : tile<1x1024xf32>
      %74 = reshape %71 : tile<1024xi1> -> tile<1x1024xi1>
      %75 = constant <f32: 0.0> : tile<1x1024xf32>
      %76 = select %74, %73, %75 : tile<1x1024xi1>, tile<1x1024xf32>
      %77 = mulf %76, %76 : tile<1x1024xf32>
      %81 = reduce %77 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%78: tile<f32>, %79: tile<f32>):
        %80 = addf %78, %79 : tile<f32>
        yield %80 : tile<f32>
      }
      %82 = reshape %81 : tile<1xf32> -> tile<1x1xf32>
      %83 = addf %60, %82 : tile<1x1xf32>
      continue %83 : tile<1x1xf32>
    }
    %85 = itof %18 signed : tile<i32> -> tile<f32>
    %86 = reshape %85 : tile<f32> -> tile<1x1xf32>
    %87 = divf %84, %86 : tile<1x1xf32>
    %88 = constant <f32: 0.000009999999747378752> : tile<1x1xf32>
    %89 = addf %87, %88 : tile<1x1xf32>
    %90 = rsqrt %89 : tile<1x1xf32>
    %91 = constant <i32: 0> : tile<i32>
    %92 = constant <i32: 1> : tile<i32>
    %93 = make_token : token
    %111 = for %94 in (%91 to %38, step %92) : tile<i32> iter_values(%95 = %93) -> (token) {
      %96, %97 = load_view_tko weak %30[%34, %94] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %98, %99 = load_view_tko weak %31[%94] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %100, %101 = load_view_tko weak %32[%94] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %102 = broadcast %55 : tile<1x1xf32> -> tile<1x1024xf32>
      %103 = subf %96, %102 : tile<1x1024xf32>
      %104 = broadcast %90 : tile<1x1xf32> -> tile<1x1024xf32>
      %105 = mulf %103, %104 : tile<1x1024xf32>
      %106 = reshape %98 : tile<1024xf32> -> tile<1x1024xf32>
      %107 = mulf %105, %106 : tile<1x1024xf32>
      %108 = reshape %100 : tile<1024xf32> -> tile<1x1024xf32>
      %109 = addf %107, %108 : tile<1x1024xf32>
      %110 = store_view_tko weak %109, %33[%34, %94] token = %95 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %110 : token
    }
    return
  }
}

// kernel layernorm_looped [eps=1e-5, BM=2, BN=2048]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<f16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) {
    %16 = assume div_by<16>, %0 : tile<ptr<f16>>
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = make_tensor_view %20, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %23 = assume div_by<16>, %8 : tile<ptr<f32>>
    %24 = assume bounded<0, ?>, %9 : tile<i32>
    %25 = make_tensor_view %23, shape = [%24], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %26 = assume div_by<16>, %11 : tile<ptr<f16>>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %26, shape = [%27, %28], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %31 = make_partition_view %22 : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %32 = make_partition_view %25 : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %29 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 2048> : tile<i32>
    %38 = divi %18, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<2x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41 = constant <i32: 1> : tile<i32>
    %53 = for %42 in (%40 to %38, step %41) : tile<i32> iter_values(%43 = %39) -> (tile<2x1xf32>) {
      %44, %45 = load_view_tko weak %30[%34, %42] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %46 = ftof %44 : tile<2x2048xf16> -> tile<2x2048xf32>
      %50 = reduce %46 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%47: tile<f32>, %48: tile<f32>):
        %49 = addf %47, %48 : tile<f32>
        yield %49 : tile<f32>
      }
      %51 = reshape %50 : tile<2xf32> -> tile<2x1xf32>
      %52 = addf %43, %51 : tile<2x1xf32>
      continue %52 : tile<2x1xf32>
    }
    %54 = itof %18 signed : tile<i32> -> tile<f32>
    %55 = reshape %54 : tile<f32> -> tile<1x1xf32>
    %56 = broadcast %55 : tile<1x1xf32> -> tile<2x1xf32>
    %57 = divf %53, %56 : tile<2x1xf32>
    %58 = constant <f32: 0.0> : tile<2x1xf32>
    %59 = constant <i32: 0> : tile<i32>
    %60 = constant <i32: 1> : tile<i32>
    %88 = for %61 in (%59 to %38, step %60) : tile<i32> iter_values(%62 = %58) -> (tile<2x1xf32>) {
      %63, %64 = load_view_tko weak %30[%34, %61] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %65 = ftof %63 : tile<2x2048xf16> -> tile<2x2048xf32>
      %66 = constant <i32: 2048> : tile<i32>
      %67 = muli %61, %66 : tile<i32>
      %68 = iota : tile<2048xi32>
      %69 = reshape %67 : tile<i32> -> tile<1xi32>
      %70 = broadcast %69 : tile<1xi32> -> tile<2048xi32>
      %71 = addi %70, %68 : tile<2048xi32>
      %72 = reshape %18 : tile<i32> -> tile<1xi32>
      %73 = broadcast %72 : tile<1xi32> -> tile<2048xi32>
      %74 = cmpi less_than %71, %73, signed : tile<2048xi32> -> tile<2048xi1>
      %75 = broadcast %57 : tile<2x1xf32> -> tile<2x2048xf32>
      %76 = subf %65, %75 : tile<2x2048xf32>
      %77 = reshape %74 : tile<2048xi1> -> tile<1x2048xi1>
      %78 = broadcast %77 : tile<1x2048xi1> -> tile<2x2048xi1>
      %79 = constant <f32: 0.0> : tile<2x2048xf32>
      %80 = select %78, %76, %79 : tile<2x2048xi1>, tile<2x2048xf32>
      %81 = mulf %80, %80 : tile<2x2048xf32>
      %85 = reduce %81 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%82: tile<f32>, %83: tile<f32>):
        %84 = addf %82, %83 : tile<f32>
        yield %84 : tile<f32>
      }
      %86 = reshape %85 : tile<2xf32> -> tile<2x1xf32>
      %87 = addf %62, %86 : tile<2x1xf32>
      continue %87 : tile<2x1xf32>
    }
    %89 = itof %18 signed : tile<i32> -> tile<f32>
    %90 = reshape %89 : tile<f32> -> tile<1x1xf32>
    %91 = broadcast %90 : tile<1x1xf32> -> tile<2x1xf32>
    %92 = divf %88, %91 : tile<2x1xf32>
    %93 = constant <f32: 0.000009999999747378752> : tile<2x1xf32>
    %94 = addf %92, %93 : tile<2x1xf32>
    %95 = rsqrt %94 : tile<2x1xf32>
    %96 = constant <i32: 0> : tile<i32>
    %97 = constant <i32: 1> : tile<i32>
    %98 = make_token : token
    %120 = for %99 in (%96 to %38, step %97) : tile<i32> iter_values(%100 = %98) -> (token) {
      %101, %102 = load_view_tko weak %30[%34, %99] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %103 = ftof %101 : tile<2x2048xf16> -> tile<2x2048xf32>
      %104, %105 = load_view_tko weak %31[%99] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<2048xf32>, token
      %106, %107 = load_view_tko weak %32[%99] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<2048xf32>, token
      %108 = broadcast %57 : tile<2x1xf32> -> tile<2x2048xf32>
      %109 = subf %103, %108 : tile<2x2048xf32>
      %110 = broadcast %95 : tile<2x1xf32> -> tile<2x2048xf32>
      %111 = mulf %109, %110 : tile<2x2048xf32>
      %112 = reshape %104 : tile<2048xf32> -> tile<1x2048xf32>
      %113 = broadcast %112 : tile<1x2048xf32> -> tile<2x2048xf32>
      %114 = mulf %111, %113 : tile<2x2048xf32>
      %115 = reshape %106 : tile<2048xf32> -> tile<1x2048xf32>
      %116 = broadcast %115 : tile<1x2048xf32> -> tile<2x2048xf32>
      %117 = addf %114, %116 : tile<2x2048xf32>
      %118 = ftof %117 : tile<2x2048xf32> -> tile<2x2048xf16>
      %119 = store_view_tko weak %118, %33[%34, %99] token = %100 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %119 : token
    }
    return
  }
}

// kernel layernorm_looped [eps=1e-6, BM=1, BN=4096]
cuda_tile.module @layernorm_looped {
  entry @layernorm_looped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<bf16>>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>) {
    %16 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = make_tensor_view %20, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %23 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %9 : tile<i32>
    %25 = make_tensor_view %23, shape = [%24], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %26 = assume div_by<16>, %11 : tile<ptr<bf16>>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %26, shape = [%27, %28], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %30 = make_partition_view %19 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %31 = make_partition_view %22 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %32 = make_partition_view %25 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %33 = make_partition_view %29 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 4096> : tile<i32>
    %38 = divi %18, %37 signed rounding positive_inf : tile<i32>
    %39 = constant <f32: 0.0> : tile<1x1xf32>
    %40 = constant <i32: 0> : tile<i32>
    %41 = constant <i32: 1> : tile<i32>
    %53 = for %42 in (%40 to %38, step %41) : tile<i32> iter_values(%43 = %39) -> (tile<1x1xf32>) {
      %44, %45 = load_view_tko weak %30[%34, %42] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %46 = ftof %44 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %50 = reduce %46 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%47: tile<f32>, %48: tile<f32>):
        %49 = addf %47, %48 : tile<f32>
        yield %49 : tile<f32>
      }
      %51 = reshape %50 : tile<1xf32> -> tile<1x1xf32>
      %52 = addf %43, %51 : tile<1x1xf32>
      continue %52 : tile<1x1xf32>
    }
    %54 = itof %18 signed : tile<i32> -> tile<f32>
    %55 = reshape %54 : tile<f32> -> tile<1x1xf32>
    %56 = divf %53, %55 : tile<1x1xf32>
    %57 = constant <f32: 0.0> : tile<1x1xf32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = constant <i32: 1> : tile<i32>
    %86 = for %60 in (%58 to %38, step %59) : tile<i32> iter_values(%61 = %57) -> (tile<1x1xf32>) {
      %62, %63 = load_view_tko weak %30[%34, %60] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %64 = ftof %62 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %65 = constant <i32: 4096> : tile<i32>
      %66 = muli %60, %65 : tile<i32>
      %67 = iota : tile<4096xi32>
      %68 = reshape %66 : tile<i32> -> tile<1xi32>
      %69 = broadcast %68 : tile<1xi32> -> tile<4096xi32>
      %70 = addi %69, %67 : tile<4096xi32>
      %71 = reshape %18 : tile<i32> -> tile<1xi32>
      %72 = broadcast %71 : tile<1xi32> -> tile<4096xi32>
      %73 = cmpi less_than %70, %72, signed : tile<4096xi32> -> tile<4096xi1>
      %74 = broadcast %56 : tile<1x1xf32> -> tile<1x4096xf32>
      %75 = subf %64, %74 : tile<1x4096xf32>
      %76 = reshape %73 : tile<4096xi1> -> tile<1x4096xi1>
      %77 = constant <f32: 0.0> : tile<1x4096xf32>
      %78 = select %76, %75, %77 : tile<1x4096xi1>, tile<1x4096xf32>
      %79 = mulf %78, %78 : tile<1x4096xf32>
      %83 = reduce %79 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%80: tile<f32>, %81: tile<f32>):
        %82 = addf %80, %81 : tile<f32>
        yield %82 : tile<f32>
      }
      %84 = reshape %83 : tile<1xf32> -> tile<1x1xf32>
      %85 = addf %61, %84 : tile<1x1xf32>
      continue %85 : tile<1x1xf32>
    }
    %87 = itof %18 signed : tile<i32> -> tile<f32>
    %88 = reshape %87 : tile<f32> -> tile<1x1xf32>
    %89 = divf %86, %88 : tile<1x1xf32>
    %90 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %91 = addf %89, %90 : tile<1x1xf32>
    %92 = rsqrt %91 : tile<1x1xf32>
    %93 = constant <i32: 0> : tile<i32>
    %94 = constant <i32: 1> : tile<i32>
    %95 = make_token : token
    %117 = for %96 in (%93 to %38, step %94) : tile<i32> iter_values(%97 = %95) -> (token) {
      %98, %99 = load_view_tko weak %30[%34, %96] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %100 = ftof %98 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %101, %102 = load_view_tko weak %31[%96] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %103 = ftof %101 : tile<4096xbf16> -> tile<4096xf32>
      %104, %105 = load_view_tko weak %32[%96] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %106 = ftof %104 : tile<4096xbf16> -> tile<4096xf32>
      %107 = broadcast %56 : tile<1x1xf32> -> tile<1x4096xf32>
      %108 = subf %100, %107 : tile<1x4096xf32>
      %109 = broadcast %92 : tile<1x1xf32> -> tile<1x4096xf32>
      %110 = mulf %108, %109 : tile<1x4096xf32>
      %111 = reshape %103 : tile<4096xf32> -> tile<1x4096xf32>
      %112 = mulf %110, %111 : tile<1x4096xf32>
      %113 = reshape %106 : tile<4096xf32> -> tile<1x4096xf32>
      %114 = addf %112, %113 : tile<1x4096xf32>
      %115 = ftof %114 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %116 = store_view_tko weak %115, %33[%34, %96] token = %97 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %116 : token
    }
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=4, BN=1024]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = make_tensor_view %17, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %20 = assume div_by<16>, %8 : tile<ptr<f32>>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 0> : tile<i32>
    %31, %32 = load_view_tko weak %24[%27, %30] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %33 = mulf %31, %31 : tile<4x1024xf32>
    %37 = reduce %33 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%34: tile<f32>, %35: tile<f32>):
      %36 = addf %34, %35 : tile<f32>
      yield %36 : tile<f32>
    }
    %38 = reshape %37 : tile<4xf32> -> tile<4x1xf32>
    %39 = itof %15 signed : tile<i32> -> tile<f32>
    %40 = reshape %39 : tile<f32> -> tile<1x1xf32>
    %41 = broadcast %40 : tile<1x1xf32> -> tile<4x1xf32>
    %42 = divf %38, %41 : tile<4x1xf32>
    %43 = constant <i32: 0> : tile<i32>
    %44, %45 = load_view_tko weak %25[%43] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %46, %47, %48 = get_tile_block_id : tile<i32>
    %49 = constant <f32: 0.0000009999999974752427> : tile<4x1xf32>
    %50 = addf %42, %49 : tile<4x1xf32>
    %51 = rsqrt %50 : tile<4x1xf32>
    %52 = broadcast %51 : tile<4x1xf32> -> tile<4x1024xf32>
    %53 = mulf %31, %52 : tile<4x1024xf32>
    %54 = reshape %44 : tile<1024xf32> -> tile<1x1024xf32>
    %55 = broadcast %54 : tile<1x1024xf32> -> tile<4x1024xf32>
    %56 = mulf %53, %55 : tile<4x1024xf32>
    %57 = constant <i32: 0> : tile<i32>
    %58 = store_view_tko weak %56, %26[%46, %57] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=8, BN=1024]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f16>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = make_tensor_view %17, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %20 = assume div_by<16>, %8 : tile<ptr<f16>>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 0> : tile<i32>
    %31, %32 = load_view_tko weak %24[%27, %30] : partition_view<tile=(8x1024), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<8x1024xf16>, token
    %33 = ftof %31 : tile<8x1024xf16> -> tile<8x1024xf32>
    %34 = mulf %33, %33 : tile<8x1024xf32>
    %38 = reduce %34 dim=1 identities=[0] : tile<8x1024xf32> -> tile<8xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = addf %35, %36 : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<8xf32> -> tile<8x1xf32>
    %40 = itof %15 signed : tile<i32> -> tile<f32>
    %41 = reshape %40 : tile<f32> -> tile<1x1xf32>
    %42 = broadcast %41 : tile<1x1xf32> -> tile<8x1xf32>
    %43 = divf %39, %42 : tile<8x1xf32>
    %44 = constant <i32: 0> : tile<i32>
    %45, %46 = load_view_tko weak %25[%44] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %47 = ftof %45 : tile<1024xf16> -> tile<1024xf32>
    %48, %49, %50 = get_tile_block_id : tile<i32>
    %51 = constant <f32: 0.0000009999999974752427> : tile<8x1xf32>
    %52 = addf %43, %51 : tile<8x1xf32>
    %53 = rsqrt %52 : tile<8x1xf32>
    %54 = broadcast %53 : tile<8x1xf32> -> tile<8x1024xf32>
    %55 = mulf %33, %54 : tile<8x1024xf32>
    %56 = reshape %47 : tile<1024xf32> -> tile<1x1024xf32>
    %57 = broadcast %56 : tile<1x1024xf32> -> tile<8x1024xf32>
    %58 = mulf %55, %57 : tile<8x1024xf32>
    %59 = ftof %58 : tile<8x1024xf32> -> tile<8x1024xf16>
    %60 = constant <i32: 0> : tile<i32>
    %61 = store_view_tko weak %59, %26[%48, %60] : tile<8x1024xf16>, partition_view<tile=(8x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm [eps=1e-6, BM=1, BN=4096]
cuda_tile.module @rmsnorm {
  entry @rmsnorm(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 0> : tile<i32>
    %31, %32 = load_view_tko weak %24[%27, %30] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %33 = ftof %31 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %34 = mulf %33, %33 : tile<1x4096xf32>
    %38 = reduce %34 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = addf %35, %36 : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<1xf32> -> tile<1x1xf32>
    %40 = itof %15 signed : tile<i32> -> tile<f32>
    %41 = reshape %40 : tile<f32> -> tile<1x1xf32>
    %42 = divf %39, %41 : tile<1x1xf32>
    %43 = constant <i32: 0> : tile<i32>
    %44, %45 = load_view_tko weak %25[%43] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
    %46 = ftof %44 : tile<4096xbf16> -> tile<4096xf32>
    %47, %48, %49 = get_tile_block_id : tile<i32>
    %50 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %51 = addf %42, %50 : tile<1x1xf32>
    %52 = rsqrt %51 : tile<1x1xf32>
    %53 = broadcast %52 : tile<1x1xf32> -> tile<1x4096xf32>
    %54 = mulf %33, %53 : tile<1x4096xf32>
    %55 = reshape %46 : tile<4096xf32> -> tile<1x4096xf32>
    %56 = mulf %54, %55 : tile<1x4096xf32>
    %57 = ftof %56 : tile<1x4096xf32> -> tile<1x4096xbf16>
    %58 = constant <i32: 0> : tile<i32>
    %59 = store_view_tko weak %57, %26[%47, %58] : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=1, BN=1024]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = make_tensor_view %17, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %20 = assume div_by<16>, %8 : tile<ptr<f32>>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 1024> : tile<i32>
    %31 = divi %15, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <f32: 0.0> : tile<1x1xf32>
    %33 = constant <i32: 0> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %46 = for %35 in (%33 to %31, step %34) : tile<i32> iter_values(%36 = %32) -> (tile<1x1xf32>) {
      %37, %38 = load_view_tko weak %24[%27, %35] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %39 = mulf %37, %37 : tile<1x1024xf32>
      %43 = reduce %39 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%40: tile<f32>, %41: tile<f32>):
        %42 = addf %40, %41 : tile<f32>
        yield %42 : tile<f32>
      }
      %44 = reshape %43 : tile<1xf32> -> tile<1x1xf32>
      %45 = addf %36, %44 : tile<1x1xf32>
      continue %45 : tile<1x1xf32>
    }
    %47 = itof %15 signed : tile<i32> -> tile<f32>
    %48 = reshape %47 : tile<f32> -> tile<1x1xf32>
    %49 = divf %46, %48 : tile<1x1xf32>
    %50 = constant <f32: 0.0000009999999974752427> : tile<1x1xf32>
    %51 = addf %49, %50 : tile<1x1xf32>
    %52 = rsqrt %51 : tile<1x1xf32>
    %53 = constant <i32: 0> : tile<i32>
    %54 = constant <i32: 1> : tile<i32>
    %55 = make_token : token
    %67 = for %56 in (%53 to %31, step %54) : tile<i32> iter_values(%57 = %55) -> (token) {
      %58, %59 = load_view_tko weak %24[%27, %56] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %60, %61 = load_view_tko weak %25[%56] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
      %62 = broadcast %52 : tile<1x1xf32> -> tile<1x1024xf32>
      %63 = mulf %58, %62 : tile<1x1024xf32>
      %64 = reshape %60 : tile<1024xf32> -> tile<1x1024xf32>
      %65 = mulf %63, %64 : tile<1x1024xf32>
      %66 = store_view_tko weak %65, %26[%27, %56] token = %57 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %66 : token
    }
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=2, BN=2048]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f16>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = make_tensor_view %17, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %20 = assume div_by<16>, %8 : tile<ptr<f16>>
    %21 = assume bounded<0, ?>, %9 : tile<i32>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%11, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 2048> : tile<i32>
    %31 = divi %15, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <f32: 0.0> : tile<2x1xf32>
    %33 = constant <i32: 0> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %47 = for %35 in (%33 to %31, step %34) : tile<i32> iter_values(%36 = %32) -> (tile<2x1xf32>) {
      %37, %38 = load_view_tko weak %24[%27, %35] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %39 = ftof %37 : tile<2x2048xf16> -> tile<2x2048xf32>
      %40 = mulf %39, %39 : tile<2x2048xf32>
      %44 = reduce %40 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%41: tile<f32>, %42: tile<f32>):
        %43 = addf %41, %42 : tile<f32>
        yield %43 : tile<f32>
      }
      %45 = reshape %44 : tile<2xf32> -> tile<2x1xf32>
      %46 = addf %36, %45 : tile<2x1xf32>
      continue %46 : tile<2x1xf32>
    }
    %48 = itof %15 signed : tile<i32> -> tile<f32>
    %49 = reshape %48 : tile<f32> -> tile<1x1xf32>
    %50 = broadcast %49 : tile<1x1xf32> -> tile<2x1xf32>
    %51 = divf %47, %50 : tile<2x1xf32>
    %52 = constant <f32: 0.0000009999999974752427> : tile<2x1xf32>
    %53 = addf %51, %52 : tile<2x1xf32>
    %54 = rsqrt %53 : tile<2x1xf32>
    %55 = constant <i32: 0> : tile<i32>
    %56 = constant <i32: 1> : tile<i32>
    %57 = make_token : token
    %73 = for %58 in (%55 to %31, step %56) : tile<i32> iter_values(%59 = %57) -> (token) {
      %60, %61 = load_view_tko weak %24[%27, %58] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %62 = ftof %60 : tile<2x2048xf16> -> tile<2x2048xf32>
      %63, %64 = load_view_tko weak %25[%58] : partition_view<tile=(2048), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<2048xf16>, token
      %65 = ftof %63 : tile<2048xf16> -> tile<2048xf32>
      %66 = broadcast %54 : tile<2x1xf32> -> tile<2x2048xf32>
      %67 = mulf %62, %66 : tile<2x2048xf32>
      %68 = reshape %65 : tile<2048xf32> -> tile<1x2048xf32>
      %69 = broadcast %68 : tile<1x2048xf32> -> tile<2x2048xf32>
      %70 = mulf %67, %69 : tile<2x2048xf32>
      %71 = ftof %70 : tile<2x2048xf32> -> tile<2x2048xf16>
      %72 = store_view_tko weak %71, %26[%27, %58] token = %59 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %72 : token
    }
    return
  }
}

// kernel rmsnorm_looped [eps=1e-6, BM=1, BN=4096]
cuda_tile.module @rmsnorm_looped {
  entry @rmsnorm_looped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %19 : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 4096> : tile<i32>
    %31 = divi %15, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <f32: 0.0> : tile<1x1xf32>
    %33 = constant <i32: 0> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %47 = for %35 in (%33 to %31, step %34) : tile<i32> iter_values(%36 = %32) -> (tile<1x1xf32>) {
      %37, %38 = load_view_tko weak %24[%27, %35] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %39 = ftof %37 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %40 = mulf %39, %39 : tile<1x4096xf32>
      %44 = reduce %40 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
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
      %59, %60 = load_view_tko weak %24[%27, %57] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %61 = ftof %59 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %62, %63 = load_view_tko weak %25[%57] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<4096xbf16>, token
      %64 = ftof %62 : tile<4096xbf16> -> tile<4096xf32>
      %65 = broadcast %53 : tile<1x1xf32> -> tile<1x4096xf32>
      %66 = mulf %61, %65 : tile<1x4096xf32>
      %67 = reshape %64 : tile<4096xf32> -> tile<1x4096xf32>
      %68 = mulf %66, %67 : tile<1x4096xf32>
      %69 = ftof %68 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %70 = store_view_tko weak %69, %26[%27, %57] token = %58 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %70 : token
    }
    return
  }
}
