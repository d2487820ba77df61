// kernel divisions [BN=128]
cuda_tile.module @divisions {
  entry @divisions(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f32>>
    %16 = assume div_by<16>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<f32>>
    %23 = assume div_by<16>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = make_partition_view %35 : partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = constant <i32: 0> : tile<i32>
    %44, %45 = load_view_tko weak %36[%40, %43] : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x128xf32>, token
    %49 = reduce %44 dim=1 identities=[0] : tile<1x128xf32> -> tile<1xf32> {
    ^bb0(%46: tile<f32>, %47: tile<f32>):
      %48 = addf %46, %47 : tile<f32>
      yield %48 : tile<f32>
    }
    %50 = reshape %49 : tile<1xf32> -> tile<1x1xf32>
    %51 = constant <f32: 1.0> : tile<1x1xf32>
    %52 = addf %50, %51 : tile<1x1xf32>
    %53 = broadcast %52 : tile<1x1xf32> -> tile<1x128xf32>
    %54 = divf %44, %53 rounding<approx> flush_to_zero : tile<1x128xf32>
    %55 = broadcast %52 : tile<1x1xf32> -> tile<1x128xf32>
    %56 = divf %44, %55 : tile<1x128xf32>
    %57, %58, %59 = get_tile_block_id : tile<i32>
    %60 = addf %54, %56 : tile<1x128xf32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = store_view_tko weak %60, %37[%57, %61] : tile<1x128xf32>, partition_view<tile=(1x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %63, %64, %65 = get_tile_block_id : tile<i32>
    %66 = constant <i32: 0> : tile<i32>
    %67, %68 = load_view_tko weak %38[%63, %66] : partition_view<tile=(1x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x128xbf16>, token
    %69, %70, %71 = get_tile_block_id : tile<i32>
    %72 = ftof %52 : tile<1x1xf32> -> tile<1x1xbf16>
    %73 = broadcast %72 : tile<1x1xbf16> -> tile<1x128xbf16>
    %74 = ftof %67 : tile<1x128xbf16> -> tile<1x128xf32>
    %75 = ftof %73 : tile<1x128xbf16> -> tile<1x128xf32>
    %76 = divf %74, %75 rounding<approx> flush_to_zero : tile<1x128xf32>
    %77 = ftof %76 : tile<1x128xf32> -> tile<1x128xbf16>
    %78 = constant <i32: 0> : tile<i32>
    %79 = store_view_tko weak %77, %39[%69, %78] token = %68 : tile<1x128xbf16>, partition_view<tile=(1x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
