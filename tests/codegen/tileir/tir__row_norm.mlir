// kernel row_norm [BM=4, BN=1024]
cuda_tile.module @row_norm {
  entry @row_norm(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<8>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<8>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume div_by<8>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<8>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<8>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %31 = make_partition_view %19 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %33 = make_partition_view %30 : partition_view<tile=(4x1024), tensor_view<?x?xbf16, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %31[%34, %37] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<4x1024xbf16>, token
    %40 = ftof %38 : tile<4x1024xbf16> -> tile<4x1024xf32>
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
    %50 = iota : tile<1024xi32>
    %51 = reshape %17 : tile<i32> -> tile<1xi32>
    %52 = broadcast %51 : tile<1xi32> -> tile<1024xi32>
    %53 = cmpi less_than %50, %52, signed : tile<1024xi32> -> tile<1024xi1>
    %54 = broadcast %49 : tile<4x1xf32> -> tile<4x1024xf32>
    %55 = subf %40, %54 : tile<4x1024xf32>
    %56 = reshape %53 : tile<1024xi1> -> tile<1x1024xi1>
    %57 = broadcast %56 : tile<1x1024xi1> -> tile<4x1024xi1>
    %58 = constant <f32: 0.0> : tile<4x1024xf32>
    %59 = select %57, %55, %58 : tile<4x1024xi1>, tile<4x1024xf32>
    %60 = constant <i32: 0> : tile<i32>
    %61, %62 = load_view_tko weak %32[%60] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %63 = ftof %61 : tile<1024xbf16> -> tile<1024xf32>
    %64 = mulf %59, %59 : tile<4x1024xf32>
    %68 = reduce %64 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%65: tile<f32>, %66: tile<f32>):
      %67 = addf %65, %66 : tile<f32>
      yield %67 : tile<f32>
    }
    %69 = reshape %68 : tile<4xf32> -> tile<4x1xf32>
    %70 = itof %17 signed : tile<i32> -> tile<f32>
    %71 = reshape %70 : tile<f32> -> tile<1x1xf32>
    %72 = broadcast %71 : tile<1x1xf32> -> tile<4x1xf32>
    %73 = divf %69, %72 : tile<4x1xf32>
    %74 = constant <f32: 0.000009999999747378752> : tile<4x1xf32>
    %75 = addf %73, %74 : tile<4x1xf32>
    %76 = rsqrt %75 : tile<4x1xf32>
    %77 = broadcast %76 : tile<4x1xf32> -> tile<4x1024xf32>
    %78 = mulf %59, %77 : tile<4x1024xf32>
    %79 = reshape %63 : tile<1024xf32> -> tile<1x1024xf32>
    %80 = broadcast %79 : tile<1x1024xf32> -> tile<4x1024xf32>
    %81 = mulf %78, %80 : tile<4x1024xf32>
    %82, %83, %84 = get_tile_block_id : tile<i32>
    %85 = ftof %81 : tile<4x1024xf32> -> tile<4x1024xbf16>
    %86 = constant <i32: 0> : tile<i32>
    %87 = store_view_tko weak %85, %33[%82, %86] : tile<4x1024xbf16>, partition_view<tile=(4x1024), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_scale_after_store [BM=4, BN=1024]
cuda_tile.module @row_scale_after_store {
  entry @row_scale_after_store(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<bf16>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %13 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<8>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<8>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume div_by<8>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %24 = assume div_by<16>, %8 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<8>, %10 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<8>, %11 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %31 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %32 = make_partition_view %19 : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %33 = make_partition_view %30 : partition_view<tile=(4x1024), tensor_view<?x?xbf16, strides=[?,1]>>
    %34 = constant <i32: 0> : tile<i32>
    %35, %36 = load_view_tko weak %31[%34] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %37 = ftof %35 : tile<1024xbf16> -> tile<1024xf32>
    %38, %39, %40 = get_tile_block_id : tile<i32>
    %41 = constant <i32: 0> : tile<i32>
    %42, %43 = load_view_tko weak %32[%38, %41] : partition_view<tile=(4x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<4x1024xbf16>, token
    %44 = ftof %42 : tile<4x1024xbf16> -> tile<4x1024xf32>
    %45, %46, %47 = get_tile_block_id : tile<i32>
    %48 = ftof %44 : tile<4x1024xf32> -> tile<4x1024xbf16>
    %49 = constant <i32: 0> : tile<i32>
    %50 = store_view_tko weak %48, %33[%45, %49] : tile<4x1024xbf16>, partition_view<tile=(4x1024), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %51 = reshape %37 : tile<1024xf32> -> tile<1x1024xf32>
    %52 = broadcast %51 : tile<1x1024xf32> -> tile<4x1024xf32>
    %53 = mulf %44, %52 : tile<4x1024xf32>
    %57 = reduce %53 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%54: tile<f32>, %55: tile<f32>):
      %56 = addf %54, %55 : tile<f32>
      yield %56 : tile<f32>
    }
    %58 = reshape %57 : tile<4xf32> -> tile<4x1xf32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = broadcast %58 : tile<4x1xf32> -> tile<4x1024xf32>
    %63 = mulf %44, %62 : tile<4x1024xf32>
    %64 = ftof %63 : tile<4x1024xf32> -> tile<4x1024xbf16>
    %65 = constant <i32: 0> : tile<i32>
    %66 = store_view_tko weak %64, %33[%59, %65] token = %50 : tile<4x1024xbf16>, partition_view<tile=(4x1024), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
