// kernel attention []
cuda_tile.module @attention {
  entry @attention(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<ptr<f32>>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_worker_warps_per_cta = 4}> {
    %20 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %21 = assume div_by<16>, %1 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = assume div_by<16>, %2 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %3 : tile<i32>
    %26 = make_tensor_view %20, shape = [%22, %24], strides = [%25, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %28 = assume div_by<16>, %6 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = assume div_by<16>, %7 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %8 : tile<i32>
    %33 = make_tensor_view %27, shape = [%29, %31], strides = [%32, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %34 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %35 = assume div_by<16>, %11 : tile<i32>
    %36 = assume bounded<0, ?>, %35 : tile<i32>
    %37 = assume div_by<16>, %12 : tile<i32>
    %38 = assume bounded<0, ?>, %37 : tile<i32>
    %39 = assume div_by<16>, %13 : tile<i32>
    %40 = make_tensor_view %34, shape = [%36, %38], strides = [%39, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %41 = assume div_by<16>, %15 : tile<ptr<f32>>
    %42 = assume div_by<16>, %16 : tile<i32>
    %43 = assume bounded<0, ?>, %42 : tile<i32>
    %44 = assume div_by<16>, %17 : tile<i32>
    %45 = assume bounded<0, ?>, %44 : tile<i32>
    %46 = assume div_by<16>, %18 : tile<i32>
    %47 = make_tensor_view %41, shape = [%43, %45], strides = [%46, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %48 = make_partition_view %26 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %49 = make_partition_view %33 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %50 = make_partition_view %40 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %51 = make_partition_view %47 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = constant <i32: 0> : tile<i32>
    %56, %57 = load_view_tko weak %48[%52, %55] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
    %58 = constant <f32: -1000000015047466200000000000000.0> : tile<64x1xf32>
    %59 = constant <f32: 0.0> : tile<64x1xf32>
    %60 = constant <f32: 0.0> : tile<64x128xf32>
    %61 = constant <i32: 64> : tile<i32>
    %62 = divi %29, %61 signed rounding negative_inf : tile<i32>
    %63 = constant <i32: 0> : tile<i32>
    %64 = constant <i32: 1> : tile<i32>
    %100, %101, %102 = for %65 in (%63 to %62, step %64) : tile<i32> iter_values(%66 = %59, %67 = %60, %68 = %58) -> (tile<64x1xf32>, tile<64x128xf32>, tile<64x1xf32>) {
      %69 = constant <i32: 0> : tile<i32>
      %70, %71 = load_view_tko weak %49[%65, %69] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %72 = permute %70 [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %73 = constant <f32: 0.0> : tile<64x64xf32>
      %74 = mmaf %56, %72, %73 : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
      %78 = reduce %74 dim=1 identities=[-inf] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%75: tile<f32>, %76: tile<f32>):
        %77 = maxf %75, %76 propagate_nan : tile<f32>
        yield %77 : tile<f32>
      }
      %79 = reshape %78 : tile<64xf32> -> tile<64x1xf32>
      %80 = maxf %68, %79 propagate_nan : tile<64x1xf32>
      %81 = broadcast %80 : tile<64x1xf32> -> tile<64x64xf32>
      %82 = subf %74, %81 : tile<64x64xf32>
      %83 = exp2 %82 : tile<64x64xf32>
      %84 = subf %68, %80 : tile<64x1xf32>
      %85 = exp2 %84 : tile<64x1xf32>
      %86 = mulf %66, %85 : tile<64x1xf32>
      %90 = reduce %83 dim=1 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%87: tile<f32>, %88: tile<f32>):
        %89 = addf %87, %88 : tile<f32>
        yield %89 : tile<f32>
      }
      %91 = reshape %90 : tile<64xf32> -> tile<64x1xf32>
      %92 = addf %86, %91 : tile<64x1xf32>
      %93 = constant <i32: 0> : tile<i32>
      %94, %95 = load_view_tko weak %50[%65, %93] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %96 = ftof %83 : tile<64x64xf32> -> tile<64x64xbf16>
      %97 = broadcast %85 : tile<64x1xf32> -> tile<64x128xf32>
      %98 = mulf %67, %97 : tile<64x128xf32>
      %99 = mmaf %96, %94, %98 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %92, %99, %80 : tile<64x1xf32>, tile<64x128xf32>, tile<64x1xf32>
    }
    %103, %104, %105 = get_tile_block_id : tile<i32>
    %106 = broadcast %100 : tile<64x1xf32> -> tile<64x128xf32>
    %107 = divf %101, %106 : tile<64x128xf32>
    %108 = constant <i32: 0> : tile<i32>
    %109 = store_view_tko weak %107, %51[%103, %108] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
