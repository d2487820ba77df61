// kernel matmul_scaled [tm=128, tn=128, tk=64, G=8, W=8]
cuda_tile.module @matmul_scaled {
  entry @matmul_scaled(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f8e4m3fn>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<f32>, %16: tile<f32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %17 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %18 = assume div_by<8>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %2 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %3 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf8e4m3fn, strides=[?,1]>
    %24 = assume div_by<16>, %5 : tile<ptr<f8e4m3fn>>
    %25 = assume div_by<16>, %6 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<4>, %7 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<4>, %8 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf8e4m3fn, strides=[?,1]>
    %31 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %32 = assume div_by<8>, %11 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<4>, %12 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<4>, %13 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %38 = make_partition_view %23 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>
    %39 = make_partition_view %30 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>
    %40 = make_partition_view %37 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %41, %42, %43 = get_tile_block_id : tile<i32>
    %44 = constant <i32: 128> : tile<i32>
    %45 = divi %19, %44 signed rounding positive_inf : tile<i32>
    %46 = constant <i32: 128> : tile<i32>
    %47 = divi %28, %46 signed rounding positive_inf : tile<i32>
    %48 = constant <i32: 8> : tile<i32>
    %49 = muli %48, %47 : tile<i32>
    %50 = divi %41, %49 signed rounding negative_inf : tile<i32>
    %51 = constant <i32: 8> : tile<i32>
    %52 = muli %50, %51 : tile<i32>
    %53 = subi %45, %52 : tile<i32>
    %54 = constant <i32: 8> : tile<i32>
    %55 = mini %53, %54 signed : tile<i32>
    %56 = remi %41, %55 signed : tile<i32>
    %57 = constant <i32: 0> : tile<i32>
    %58 = cmpi less_than %56, %57, signed : tile<i32> -> tile<i1>
    %59 = cmpi less_than %55, %57, signed : tile<i32> -> tile<i1>
    %60 = cmpi not_equal %56, %57, signed : tile<i32> -> tile<i1>
    %61 = xori %58, %59 : tile<i1>
    %62 = andi %60, %61 : tile<i1>
    %63 = addi %56, %55 : tile<i32>
    %64 = select %62, %63, %56 : tile<i1>, tile<i32>
    %65 = addi %52, %64 : tile<i32>
    %66 = constant <i32: 8> : tile<i32>
    %67 = muli %66, %47 : tile<i32>
    %68 = remi %41, %67 signed : tile<i32>
    %69 = constant <i32: 0> : tile<i32>
    %70 = cmpi less_than %68, %69, signed : tile<i32> -> tile<i1>
    %71 = cmpi less_than %67, %69, signed : tile<i32> -> tile<i1>
    %72 = cmpi not_equal %68, %69, signed : tile<i32> -> tile<i1>
    %73 = xori %70, %71 : tile<i1>
    %74 = andi %72, %73 : tile<i1>
    %75 = addi %68, %67 : tile<i32>
    %76 = select %74, %75, %68 : tile<i1>, tile<i32>
    %77 = divi %76, %55 signed rounding negative_inf : tile<i32>
    %78 = constant <f32: 0.0> : tile<128x128xf32>
    %79 = constant <i32: 64> : tile<i32>
    %80 = divi %21, %79 signed rounding positive_inf : tile<i32>
    %81 = constant <i32: 0> : tile<i32>
    %82 = constant <i32: 1> : tile<i32>
    %90 = for %83 in (%81 to %80, step %82) : tile<i32> iter_values(%84 = %78) -> (tile<128x128xf32>) {
      %85, %86 = load_view_tko weak %38[%65, %83] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>, tile<i32> -> tile<128x64xf8e4m3fn>, token
      %87, %88 = load_view_tko weak %39[%83, %77] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>, tile<i32> -> tile<64x128xf8e4m3fn>, token
      %89 = mmaf %85, %87, %84 : tile<128x64xf8e4m3fn>, tile<64x128xf8e4m3fn>, tile<128x128xf32>
      continue %89 : tile<128x128xf32>
    }
    %91 = mulf %15, %16 : tile<f32>
    %92 = reshape %91 : tile<f32> -> tile<1x1xf32>
    %93 = broadcast %92 : tile<1x1xf32> -> tile<128x128xf32>
    %94 = mulf %90, %93 : tile<128x128xf32>
    %95 = ftof %94 : tile<128x128xf32> -> tile<128x128xbf16>
    %96 = store_view_tko weak %95, %40[%65, %77] : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
