// kernel attention [scale=0.125, BM=64, BN=64, BD=64]
cuda_tile.module @attention {
  entry @attention(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<ptr<f16>>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>) {
    %20 = assume div_by<16>, %0 : tile<ptr<f16>>
    %21 = assume div_by<16>, %1 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = assume div_by<16>, %2 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %3 : tile<i32>
    %26 = make_tensor_view %20, shape = [%22, %24], strides = [%25, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = assume div_by<16>, %5 : tile<ptr<f16>>
    %28 = assume div_by<16>, %6 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = assume div_by<16>, %7 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %8 : tile<i32>
    %33 = make_tensor_view %27, shape = [%29, %31], strides = [%32, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %34 = assume div_by<16>, %10 : tile<ptr<f16>>
    %35 = assume div_by<16>, %11 : tile<i32>
    %36 = assume bounded<0, ?>, %35 : tile<i32>
    %37 = assume div_by<16>, %12 : tile<i32>
    %38 = assume bounded<0, ?>, %37 : tile<i32>
    %39 = assume div_by<16>, %13 : tile<i32>
    %40 = make_tensor_view %34, shape = [%36, %38], strides = [%39, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %41 = assume div_by<16>, %15 : tile<ptr<f16>>
    %42 = assume div_by<16>, %16 : tile<i32>
    %43 = assume bounded<0, ?>, %42 : tile<i32>
    %44 = assume div_by<16>, %17 : tile<i32>
    %45 = assume bounded<0, ?>, %44 : tile<i32>
    %46 = assume div_by<16>, %18 : tile<i32>
    %47 = make_tensor_view %41, shape = [%43, %45], strides = [%46, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %48 = make_partition_view %26 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %49 = make_partition_view %33 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %50 = make_partition_view %40 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %51 = make_partition_view %47 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = constant <i32: 0> : tile<i32>
    %56, %57 = load_view_tko weak %48[%52, %55] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %58 = constant <f32: -1000000015047466200000000000000.0> : tile<64x1xf32>
    %59 = constant <f32: 0.0> : tile<64x1xf32>
    %60 = constant <f32: 0.0> : tile<64x64xf32>
    %61 = constant <i32: 64> : tile<i32>
    %62 = divi %29, %61 signed rounding positive_inf : tile<i32>
    %63 = constant <i32: 0> : tile<i32>
    %64 = constant <i32: 1> : tile<i32>
    %115, %116, %117 = for %65 in (%63 to %62, step %64) : tile<i32> iter_values(%66 = %59, %67 = %60, %68 = %58) -> (tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>) {
      %69 = constant <i32: 0> : tile<i32>
      %70, %71 = load_view_tko weak %49[%65, %69] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %72 = constant <i32: 0> : tile<i32>
      %73, %74 = load_view_tko weak %50[%65, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %75 = permute %70 [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %76 = constant <f32: 0.0> : tile<64x64xf32>
      %77 = mmaf %56, %75, %76 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %78 = constant <f32: 0.125> : tile<64x64xf32>
      %79 = mulf %77, %78 : tile<64x64xf32>
      %80 = constant <i32: 64> : tile<i32>
      %81 = muli %65, %80 : tile<i32>
      %82 = iota : tile<64xi32>
      %83 = reshape %81 : tile<i32> -> tile<1xi32>
      %84 = broadcast %83 : tile<1xi32> -> tile<64xi32>
      %85 = addi %84, %82 : tile<64xi32>
      %86 = reshape %29 : tile<i32> -> tile<1xi32>
      %87 = broadcast %86 : tile<1xi32> -> tile<64xi32>
      %88 = cmpi less_than %85, %87, signed : tile<64xi32> -> tile<64xi1>
      %89 = reshape %88 : tile<64xi1> -> tile<1x64xi1>
      %90 = broadcast %89 : tile<1x64xi1> -> tile<64x64xi1>
      %91 = constant <f32: -1000000015047466200000000000000.0> : tile<64x64xf32>
      %92 = select %90, %79, %91 : tile<64x64xi1>, tile<64x64xf32>
      %96 = reduce %92 dim=1 identities=[-inf] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%93: tile<f32>, %94: tile<f32>):
        %95 = maxf %93, %94 propagate_nan : tile<f32>
        yield %95 : tile<f32>
      }
      %97 = reshape %96 : tile<64xf32> -> tile<64x1xf32>
      %98 = maxf %68, %97 propagate_nan : tile<64x1xf32>
      %99 = broadcast %98 : tile<64x1xf32> -> tile<64x64xf32>
      %100 = subf %92, %99 : tile<64x64xf32>
      %101 = exp %100 : tile<64x64xf32>
      %102 = subf %68, %98 : tile<64x1xf32>
      %103 = exp %102 : tile<64x1xf32>
      %104 = mulf %66, %103 : tile<64x1xf32>
      %108 = reduce %101 dim=1 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%105: tile<f32>, %106: tile<f32>):
        %107 = addf %105, %106 : tile<f32>
        yield %107 : tile<f32>
      }
      %109 = reshape %108 : tile<64xf32> -> tile<64x1xf32>
      %110 = addf %104, %109 : tile<64x1xf32>
      %111 = ftof %101 : tile<64x64xf32> -> tile<64x64xf16>
      %112 = broadcast %103 : tile<64x1xf32> -> tile<64x64xf32>
      %113 = mulf %67, %112 : tile<64x64xf32>
      %114 = mmaf %111, %73, %113 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %110, %114, %98 : tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>
    }
    %118, %119, %120 = get_tile_block_id : tile<i32>
    %121 = broadcast %115 : tile<64x1xf32> -> tile<64x64xf32>
    %122 = divf %116, %121 : tile<64x64xf32>
    %123 = ftof %122 : tile<64x64xf32> -> tile<64x64xf16>
    %124 = constant <i32: 0> : tile<i32>
    %125 = store_view_tko weak %123, %51[%118, %124] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel attention [scale=0.08838834764831845, BM=128, BN=64, BD=128]
cuda_tile.module @attention {
  entry @attention(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<ptr<f32>>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>) {
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
    %48 = make_partition_view %26 : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %49 = make_partition_view %33 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %50 = make_partition_view %40 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %51 = make_partition_view %47 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = constant <i32: 0> : tile<i32>
    %56, %57 = load_view_tko weak %48[%52, %55] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x128xbf16>, token
    %58 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %59 = constant <f32: 0.0> : tile<128x1xf32>
    %60 = constant <f32: 0.0> : tile<128x128xf32>
    %61 = constant <i32: 64> : tile<i32>
    %62 = divi %29, %61 signed rounding positive_inf : tile<i32>
    %63 = constant <i32: 0> : tile<i32>
    %64 = constant <i32: 1> : tile<i32>
    %115, %116, %117 = for %65 in (%63 to %62, step %64) : tile<i32> iter_values(%66 = %59, %67 = %60, %68 = %58) -> (tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>) {
      %69 = constant <i32: 0> : tile<i32>
      %70, %71 = load_view_tko weak %49[%65, %69] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %72 = constant <i32: 0> : tile<i32>
      %73, %74 = load_view_tko weak %50[%65, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %75 = permute %70 [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %76 = constant <f32: 0.0> : tile<128x64xf32>
      %77 = mmaf %56, %75, %76 : tile<128x128xbf16>, tile<128x64xbf16>, tile<128x64xf32>
      %78 = constant <f32: 0.0883883461356163> : tile<128x64xf32>
      %79 = mulf %77, %78 : tile<128x64xf32>
      %80 = constant <i32: 64> : tile<i32>
      %81 = muli %65, %80 : tile<i32>
      %82 = iota : tile<64xi32>
      %83 = reshape %81 : tile<i32> -> tile<1xi32>
      %84 = broadcast %83 : tile<1xi32> -> tile<64xi32>
      %85 = addi %84, %82 : tile<64xi32>
      %86 = reshape %29 : tile<i32> -> tile<1xi32>
      %87 = broadcast %86 : tile<1xi32> -> tile<64xi32>
      %88 = cmpi less_than %85, %87, signed : tile<64xi32> -> tile<64xi1>
      %89 = reshape %88 : tile<64xi1> -> tile<1x64xi1>
      %90 = broadcast %89 : tile<1x64xi1> -> tile<128x64xi1>
      %91 = constant <f32: -1000000015047466200000000000000.0> : tile<128x64xf32>
      %92 = select %90, %79, %91 : tile<128x64xi1>, tile<128x64xf32>
      %96 = reduce %92 dim=1 identities=[-inf] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%93: tile<f32>, %94: tile<f32>):
        %95 = maxf %93, %94 propagate_nan : tile<f32>
        yield %95 : tile<f32>
      }
      %97 = reshape %96 : tile<128xf32> -> tile<128x1xf32>
      %98 = maxf %68, %97 propagate_nan : tile<128x1xf32>
      %99 = broadcast %98 : tile<128x1xf32> -> tile<128x64xf32>
      %100 = subf %92, %99 : tile<128x64xf32>
      %101 = exp %100 : tile<128x64xf32>
      %102 = subf %68, %98 : tile<128x1xf32>
      %103 = exp %102 : tile<128x1xf32>
      %104 = mulf %66, %103 : tile<128x1xf32>
      %108 = reduce %101 dim=1 identities=[0] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%105: tile<f32>, %106: tile<f32>):
        %107 = addf %105, %106 : tile<f32>
        yield %107 : tile<f32>
      }
      %109 = reshape %108 : tile<128xf32> -> tile<128x1xf32>
      %110 = addf %104, %109 : tile<128x1xf32>
      %111 = ftof %101 : tile<128x64xf32> -> tile<128x64xbf16>
      %112 = broadcast %103 : tile<128x1xf32> -> tile<128x128xf32>
      %113 = mulf %67, %112 : tile<128x128xf32>
      %114 = mmaf %111, %73, %113 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %110, %114, %98 : tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>
    }
    %118, %119, %120 = get_tile_block_id : tile<i32>
    %121 = broadcast %115 : tile<128x1xf32> -> tile<128x128xf32>
    %122 = divf %116, %121 : tile<128x128xf32>
    %123 = constant <i32: 0> : tile<i32>
    %124 = store_view_tko weak %122, %51[%118, %123] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel mha [scale=0.125, BM=64, BN=64, BD=64]
cuda_tile.module @mha {
  entry @mha(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<f16>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>, %21: tile<ptr<f16>>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<i32>) {
    %28 = assume div_by<16>, %0 : tile<ptr<f16>>
    %29 = assume div_by<16>, %1 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<16>, %2 : tile<i32>
    %32 = assume bounded<0, ?>, %31 : tile<i32>
    %33 = assume div_by<16>, %3 : tile<i32>
    %34 = assume bounded<0, ?>, %33 : tile<i32>
    %35 = assume div_by<16>, %4 : tile<i32>
    %36 = assume div_by<16>, %5 : tile<i32>
    %37 = make_tensor_view %28, shape = [%30, %32, %34], strides = [%35, %36, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %38 = assume div_by<16>, %7 : tile<ptr<f16>>
    %39 = assume div_by<16>, %8 : tile<i32>
    %40 = assume bounded<0, ?>, %39 : tile<i32>
    %41 = assume div_by<16>, %9 : tile<i32>
    %42 = assume bounded<0, ?>, %41 : tile<i32>
    %43 = assume div_by<16>, %10 : tile<i32>
    %44 = assume bounded<0, ?>, %43 : tile<i32>
    %45 = assume div_by<16>, %11 : tile<i32>
    %46 = assume div_by<16>, %12 : tile<i32>
    %47 = make_tensor_view %38, shape = [%40, %42, %44], strides = [%45, %46, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %48 = assume div_by<16>, %14 : tile<ptr<f16>>
    %49 = assume div_by<16>, %15 : tile<i32>
    %50 = assume bounded<0, ?>, %49 : tile<i32>
    %51 = assume div_by<16>, %16 : tile<i32>
    %52 = assume bounded<0, ?>, %51 : tile<i32>
    %53 = assume div_by<16>, %17 : tile<i32>
    %54 = assume bounded<0, ?>, %53 : tile<i32>
    %55 = assume div_by<16>, %18 : tile<i32>
    %56 = assume div_by<16>, %19 : tile<i32>
    %57 = make_tensor_view %48, shape = [%50, %52, %54], strides = [%55, %56, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %58 = assume div_by<16>, %21 : tile<ptr<f16>>
    %59 = assume div_by<16>, %22 : tile<i32>
    %60 = assume bounded<0, ?>, %59 : tile<i32>
    %61 = assume div_by<16>, %23 : tile<i32>
    %62 = assume bounded<0, ?>, %61 : tile<i32>
    %63 = assume div_by<16>, %24 : tile<i32>
    %64 = assume bounded<0, ?>, %63 : tile<i32>
    %65 = assume div_by<16>, %25 : tile<i32>
    %66 = assume div_by<16>, %26 : tile<i32>
    %67 = make_tensor_view %58, shape = [%60, %62, %64], strides = [%65, %66, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %68 = make_partition_view %37 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %69 = make_partition_view %47 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %70 = make_partition_view %57 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %71 = make_partition_view %67 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %72, %73, %74 = get_tile_block_id : tile<i32>
    %75, %76, %77 = get_tile_block_id : tile<i32>
    %78 = constant <i32: 0> : tile<i32>
    %79, %80 = load_view_tko weak %68[%73, %75, %78] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %81 = reshape %79 : tile<1x64x64xf16> -> tile<64x64xf16>
    %82 = constant <f32: -1000000015047466200000000000000.0> : tile<64x1xf32>
    %83 = constant <f32: 0.0> : tile<64x1xf32>
    %84 = constant <f32: 0.0> : tile<64x64xf32>
    %85 = constant <i32: 64> : tile<i32>
    %86 = divi %42, %85 signed rounding positive_inf : tile<i32>
    %87 = constant <i32: 0> : tile<i32>
    %88 = constant <i32: 1> : tile<i32>
    %141, %142, %143 = for %89 in (%87 to %86, step %88) : tile<i32> iter_values(%90 = %83, %91 = %84, %92 = %82) -> (tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>) {
      %93 = constant <i32: 0> : tile<i32>
      %94, %95 = load_view_tko weak %69[%73, %89, %93] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %96 = reshape %94 : tile<1x64x64xf16> -> tile<64x64xf16>
      %97 = constant <i32: 0> : tile<i32>
      %98, %99 = load_view_tko weak %70[%73, %89, %97] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %100 = reshape %98 : tile<1x64x64xf16> -> tile<64x64xf16>
      %101 = permute %96 [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %102 = constant <f32: 0.0> : tile<64x64xf32>
      %103 = mmaf %81, %101, %102 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %104 = constant <f32: 0.125> : tile<64x64xf32>
      %105 = mulf %103, %104 : tile<64x64xf32>
      %106 = constant <i32: 64> : tile<i32>
      %107 = muli %89, %106 : tile<i32>
      %108 = iota : tile<64xi32>
      %109 = reshape %107 : tile<i32> -> tile<1xi32>
      %110 = broadcast %109 : tile<1xi32> -> tile<64xi32>
      %111 = addi %110, %108 : tile<64xi32>
      %112 = reshape %42 : tile<i32> -> tile<1xi32>
      %113 = broadcast %112 : tile<1xi32> -> tile<64xi32>
      %114 = cmpi less_than %111, %113, signed : tile<64xi32> -> tile<64xi1>
      %115 = reshape %114 : tile<64xi1> -> tile<1x64xi1>
      %116 = broadcast %115 : tile<1x64xi1> -> tile<64x64xi1>
      %117 = constant <f32: -1000000015047466200000000000000.0> : tile<64x64xf32>
      %118 = select %116, %105, %117 : tile<64x64xi1>, tile<64x64xf32>
      %122 = reduce %118 dim=1 identities=[-inf] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%119: tile<f32>, %120: tile<f32>):
        %121 = maxf %119, %120 propagate_nan : tile<f32>
        yield %121 : tile<f32>
      }
      %123 = reshape %122 : tile<64xf32> -> tile<64x1xf32>
      %124 = maxf %92, %123 propagate_nan : tile<64x1xf32>
      %125 = broadcast %124 : tile<64x1xf32> -> tile<64x64xf32>
      %126 = subf %118, %125 : tile<64x64xf32>
      %127 = exp %126 : tile<64x64xf32>
      %128 = subf %92, %124 : tile<64x1xf32>
      %129 = exp %128 : tile<64x1xf32>
      %130 = mulf %90, %129 : tile<64x1xf32>
      %134 = reduce %127 dim=1 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%131: tile<f32>, %132: tile<f32>):
        %133 = addf %131, %132 : tile<f32>
        yield %133 : tile<f32>
      }
      %135 = reshape %134 : tile<64xf32> -> tile<64x1xf32>
      %136 = addf %130, %135 : tile<64x1xf32>
      %137 = ftof %127 : tile<64x64xf32> -> tile<64x64xf16>
      %138 = broadcast %129 : tile<64x1xf32> -> tile<64x64xf32>
      %139 = mulf %91, %138 : tile<64x64xf32>
      %140 = mmaf %137, %100, %139 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %136, %140, %124 : tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>
    }
    %144, %145, %146 = get_tile_block_id : tile<i32>
    %147 = broadcast %141 : tile<64x1xf32> -> tile<64x64xf32>
    %148 = divf %142, %147 : tile<64x64xf32>
    %149 = ftof %148 : tile<64x64xf32> -> tile<64x64xf16>
    %150 = reshape %149 : tile<64x64xf16> -> tile<1x64x64xf16>
    %151 = constant <i32: 0> : tile<i32>
    %152 = store_view_tko weak %150, %71[%73, %144, %151] : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel mha [scale=0.08838834764831845, BM=128, BN=64, BD=128]
cuda_tile.module @mha {
  entry @mha(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<bf16>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>, %21: tile<ptr<bf16>>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<i32>) {
    %28 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %29 = assume div_by<16>, %1 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<16>, %2 : tile<i32>
    %32 = assume bounded<0, ?>, %31 : tile<i32>
    %33 = assume div_by<16>, %3 : tile<i32>
    %34 = assume bounded<0, ?>, %33 : tile<i32>
    %35 = assume div_by<16>, %4 : tile<i32>
    %36 = assume div_by<16>, %5 : tile<i32>
    %37 = make_tensor_view %28, shape = [%30, %32, %34], strides = [%35, %36, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %38 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %39 = assume div_by<16>, %8 : tile<i32>
    %40 = assume bounded<0, ?>, %39 : tile<i32>
    %41 = assume div_by<16>, %9 : tile<i32>
    %42 = assume bounded<0, ?>, %41 : tile<i32>
    %43 = assume div_by<16>, %10 : tile<i32>
    %44 = assume bounded<0, ?>, %43 : tile<i32>
    %45 = assume div_by<16>, %11 : tile<i32>
    %46 = assume div_by<16>, %12 : tile<i32>
    %47 = make_tensor_view %38, shape = [%40, %42, %44], strides = [%45, %46, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %48 = assume div_by<16>, %14 : tile<ptr<bf16>>
    %49 = assume div_by<16>, %15 : tile<i32>
    %50 = assume bounded<0, ?>, %49 : tile<i32>
    %51 = assume div_by<16>, %16 : tile<i32>
    %52 = assume bounded<0, ?>, %51 : tile<i32>
    %53 = assume div_by<16>, %17 : tile<i32>
    %54 = assume bounded<0, ?>, %53 : tile<i32>
    %55 = assume div_by<16>, %18 : tile<i32>
    %56 = assume div_by<16>, %19 : tile<i32>
    %57 = make_tensor_view %48, shape = [%50, %52, %54], strides = [%55, %56, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %58 = assume div_by<16>, %21 : tile<ptr<bf16>>
    %59 = assume div_by<16>, %22 : tile<i32>
    %60 = assume bounded<0, ?>, %59 : tile<i32>
    %61 = assume div_by<16>, %23 : tile<i32>
    %62 = assume bounded<0, ?>, %61 : tile<i32>
    %63 = assume div_by<16>, %24 : tile<i32>
    %64 = assume bounded<0, ?>, %63 : tile<i32>
    %65 = assume div_by<16>, %25 : tile<i32>
    %66 = assume div_by<16>, %26 : tile<i32>
    %67 = make_tensor_view %58, shape = [%60, %62, %64], strides = [%65, %66, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %68 = make_partition_view %37 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %69 = make_partition_view %47 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %70 = make_partition_view %57 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %71 = make_partition_view %67 : partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %72, %73, %74 = get_tile_block_id : tile<i32>
    %75, %76, %77 = get_tile_block_id : tile<i32>
    %78 = constant <i32: 0> : tile<i32>
    %79, %80 = load_view_tko weak %68[%73, %75, %78] : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xbf16>, token
    %81 = reshape %79 : tile<1x128x128xbf16> -> tile<128x128xbf16>
    %82 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %83 = constant <f32: 0.0> : tile<128x1xf32>
    %84 = constant <f32: 0.0> : tile<128x128xf32>
    %85 = constant <i32: 64> : tile<i32>
    %86 = divi %42, %85 signed rounding positive_inf : tile<i32>
    %87 = constant <i32: 0> : tile<i32>
    %88 = constant <i32: 1> : tile<i32>
    %141, %142, %143 = for %89 in (%87 to %86, step %88) : tile<i32> iter_values(%90 = %83, %91 = %84, %92 = %82) -> (tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>) {
      %93 = constant <i32: 0> : tile<i32>
      %94, %95 = load_view_tko weak %69[%73, %89, %93] : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xbf16>, token
      %96 = reshape %94 : tile<1x64x128xbf16> -> tile<64x128xbf16>
      %97 = constant <i32: 0> : tile<i32>
      %98, %99 = load_view_tko weak %70[%73, %89, %97] : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xbf16>, token
      %100 = reshape %98 : tile<1x64x128xbf16> -> tile<64x128xbf16>
      %101 = permute %96 [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %102 = constant <f32: 0.0> : tile<128x64xf32>
      %103 = mmaf %81, %101, %102 : tile<128x128xbf16>, tile<128x64xbf16>, tile<128x64xf32>
      %104 = constant <f32: 0.0883883461356163> : tile<128x64xf32>
      %105 = mulf %103, %104 : tile<128x64xf32>
      %106 = constant <i32: 64> : tile<i32>
      %107 = muli %89, %106 : tile<i32>
      %108 = iota : tile<64xi32>
      %109 = reshape %107 : tile<i32> -> tile<1xi32>
      %110 = broadcast %109 : tile<1xi32> -> tile<64xi32>
      %111 = addi %110, %108 : tile<64xi32>
      %112 = reshape %42 : tile<i32> -> tile<1xi32>
      %113 = broadcast %112 : tile<1xi32> -> tile<64xi32>
      %114 = cmpi less_than %111, %113, signed : tile<64xi32> -> tile<64xi1>
      %115 = reshape %114 : tile<64xi1> -> tile<1x64xi1>
      %116 = broadcast %115 : tile<1x64xi1> -> tile<128x64xi1>
      %117 = constant <f32: -1000000015047466200000000000000.0> : tile<128x64xf32>
      %118 = select %116, %105, %117 : tile<128x64xi1>, tile<128x64xf32>
      %122 = reduce %118 dim=1 identities=[-inf] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%119: tile<f32>, %120: tile<f32>):
        %121 = maxf %119, %120 propagate_nan : tile<f32>
        yield %121 : tile<f32>
      }
      %123 = reshape %122 : tile<128xf32> -> tile<128x1xf32>
      %124 = maxf %92, %123 propagate_nan : tile<128x1xf32>
      %125 = broadcast %124 : tile<128x1xf32> -> tile<128x64xf32>
      %126 = subf %118, %125 : tile<128x64xf32>
      %127 = exp %126 : tile<128x64xf32>
      %128 = subf %92, %124 : tile<128x1xf32>
      %129 = exp %128 : tile<128x1xf32>
      %130 = mulf %90, %129 : tile<128x1xf32>
      %134 = reduce %127 dim=1 identities=[0] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%131: tile<f32>, %132: tile<f32>):
        %133 = addf %131, %132 : tile<f32>
        yield %133 : tile<f32>
      }
      %135 = reshape %134 : tile<128xf32> -> tile<128x1xf32>
      %136 = addf %130, %135 : tile<128x1xf32>
      %137 = ftof %127 : tile<128x64xf32> -> tile<128x64xbf16>
      %138 = broadcast %129 : tile<128x1xf32> -> tile<128x128xf32>
      %139 = mulf %91, %138 : tile<128x128xf32>
      %140 = mmaf %137, %100, %139 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %136, %140, %124 : tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>
    }
    %144, %145, %146 = get_tile_block_id : tile<i32>
    %147 = broadcast %141 : tile<128x1xf32> -> tile<128x128xf32>
    %148 = divf %142, %147 : tile<128x128xf32>
    %149 = ftof %148 : tile<128x128xf32> -> tile<128x128xbf16>
    %150 = reshape %149 : tile<128x128xbf16> -> tile<1x128x128xbf16>
    %151 = constant <i32: 0> : tile<i32>
    %152 = store_view_tko weak %150, %71[%73, %144, %151] : tile<1x128x128xbf16>, partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel flash_attention [scale=0.08838834764831845, BM=128, BN=64, BD=128, CAUSAL=False, OCC=2, W=4, C=0]
cuda_tile.module @flash_attention {
  entry @flash_attention(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<bf16>>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<ptr<bf16>>, %19: tile<i32>, %20: tile<i32>, %21: tile<i32>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<ptr<bf16>>, %28: tile<i32>, %29: tile<i32>, %30: tile<i32>, %31: tile<i32>, %32: tile<i32>, %33: tile<i32>, %34: tile<i32>, %35: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_worker_warps_per_cta = 4}> {
    %36 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %37 = assume div_by<16>, %1 : tile<i32>
    %38 = assume bounded<0, ?>, %37 : tile<i32>
    %39 = assume div_by<16>, %2 : tile<i32>
    %40 = assume bounded<0, ?>, %39 : tile<i32>
    %41 = assume div_by<16>, %3 : tile<i32>
    %42 = assume bounded<0, ?>, %41 : tile<i32>
    %43 = assume div_by<16>, %4 : tile<i32>
    %44 = assume bounded<0, ?>, %43 : tile<i32>
    %45 = assume div_by<16>, %5 : tile<i32>
    %46 = assume div_by<16>, %6 : tile<i32>
    %47 = assume div_by<16>, %7 : tile<i32>
    %48 = make_tensor_view %36, shape = [%38, %40, %42, %44], strides = [%45, %46, %47, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
    %49 = assume div_by<16>, %9 : tile<ptr<bf16>>
    %50 = assume div_by<16>, %10 : tile<i32>
    %51 = assume bounded<0, ?>, %50 : tile<i32>
    %52 = assume div_by<16>, %11 : tile<i32>
    %53 = assume bounded<0, ?>, %52 : tile<i32>
    %54 = assume div_by<16>, %12 : tile<i32>
    %55 = assume bounded<0, ?>, %54 : tile<i32>
    %56 = assume div_by<16>, %13 : tile<i32>
    %57 = assume bounded<0, ?>, %56 : tile<i32>
    %58 = assume div_by<16>, %14 : tile<i32>
    %59 = assume div_by<16>, %15 : tile<i32>
    %60 = assume div_by<16>, %16 : tile<i32>
    %61 = make_tensor_view %49, shape = [%51, %53, %55, %57], strides = [%58, %59, %60, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
    %62 = assume div_by<16>, %18 : tile<ptr<bf16>>
    %63 = assume div_by<16>, %19 : tile<i32>
    %64 = assume bounded<0, ?>, %63 : tile<i32>
    %65 = assume div_by<16>, %20 : tile<i32>
    %66 = assume bounded<0, ?>, %65 : tile<i32>
    %67 = assume div_by<16>, %21 : tile<i32>
    %68 = assume bounded<0, ?>, %67 : tile<i32>
    %69 = assume div_by<16>, %22 : tile<i32>
    %70 = assume bounded<0, ?>, %69 : tile<i32>
    %71 = assume div_by<16>, %23 : tile<i32>
    %72 = assume div_by<16>, %24 : tile<i32>
    %73 = assume div_by<16>, %25 : tile<i32>
    %74 = make_tensor_view %62, shape = [%64, %66, %68, %70], strides = [%71, %72, %73, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
    %75 = assume div_by<16>, %27 : tile<ptr<bf16>>
    %76 = assume div_by<16>, %28 : tile<i32>
    %77 = assume bounded<0, ?>, %76 : tile<i32>
    %78 = assume div_by<16>, %29 : tile<i32>
    %79 = assume bounded<0, ?>, %78 : tile<i32>
    %80 = assume div_by<16>, %30 : tile<i32>
    %81 = assume bounded<0, ?>, %80 : tile<i32>
    %82 = assume div_by<16>, %31 : tile<i32>
    %83 = assume bounded<0, ?>, %82 : tile<i32>
    %84 = assume div_by<16>, %32 : tile<i32>
    %85 = assume div_by<16>, %33 : tile<i32>
    %86 = assume div_by<16>, %34 : tile<i32>
    %87 = make_tensor_view %75, shape = [%77, %79, %81, %83], strides = [%84, %85, %86, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
    %88 = make_partition_view %48 : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %89 = make_partition_view %61 : partition_view<tile=(1x1x64x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %90 = make_partition_view %74 : partition_view<tile=(1x1x64x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %91 = make_partition_view %87 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %92, %93, %94 = get_tile_block_id : tile<i32>
    %95, %96, %97 = get_tile_block_id : tile<i32>
    %98, %99, %100 = get_tile_block_id : tile<i32>
    %101 = divi %40, %53 signed rounding negative_inf : tile<i32>
    %102 = divi %96, %101 signed rounding negative_inf : tile<i32>
    %103 = constant <i32: 0> : tile<i32>
    %104, %105 = load_view_tko weak %88[%100, %96, %92, %103] : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %106 = reshape %104 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %107 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %108 = constant <f32: 0.0> : tile<128x1xf32>
    %109 = constant <f32: 0.0> : tile<128x128xf32>
    %110 = constant <i32: 64> : tile<i32>
    %111 = divi %55, %110 signed rounding positive_inf : tile<i32>
    %112 = constant <i32: 64> : tile<i32>
    %113 = divi %55, %112 signed rounding negative_inf : tile<i32>
    %114 = constant <i32: 128> : tile<i32>
    %115 = muli %92, %114 : tile<i32>
    %116 = iota : tile<128xi32>
    %117 = reshape %116 : tile<128xi32> -> tile<128x1xi32>
    %118 = reshape %115 : tile<i32> -> tile<1x1xi32>
    %119 = broadcast %118 : tile<1x1xi32> -> tile<128x1xi32>
    %120 = addi %119, %117 : tile<128x1xi32>
    %121 = constant <i32: 0> : tile<i32>
    %122 = constant <i32: 1> : tile<i32>
    %179, %180, %181 = for %123 in (%121 to %111, step %122) : tile<i32> iter_values(%124 = %108, %125 = %109, %126 = %107) -> (tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>) {
      %127 = constant <i32: 0> : tile<i32>
      %128, %129 = load_view_tko weak %89[%100, %102, %123, %127] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 2}> : partition_view<tile=(1x1x64x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x128xbf16>, token
      %130 = reshape %128 : tile<1x1x64x128xbf16> -> tile<64x128xbf16>
      %131 = permute %130 [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %132 = constant <f32: 0.0> : tile<128x64xf32>
      %133 = mmaf %106, %131, %132 : tile<128x128xbf16>, tile<128x64xbf16>, tile<128x64xf32>
      %134 = cmpi greater_than_or_equal %123, %113, signed : tile<i32> -> tile<i1>
      %148 = if %134 -> (tile<128x64xf32>) {
        %135 = constant <i32: 64> : tile<i32>
        %136 = muli %123, %135 : tile<i32>
        %137 = iota : tile<64xi32>
        %138 = reshape %137 : tile<64xi32> -> tile<1x64xi32>
        %139 = reshape %136 : tile<i32> -> tile<1x1xi32>
        %140 = broadcast %139 : tile<1x1xi32> -> tile<1x64xi32>
        %141 = addi %140, %138 : tile<1x64xi32>
        %142 = reshape %55 : tile<i32> -> tile<1x1xi32>
        %143 = broadcast %142 : tile<1x1xi32> -> tile<1x64xi32>
        %144 = cmpi less_than %141, %143, signed : tile<1x64xi32> -> tile<1x64xi1>
        %145 = broadcast %144 : tile<1x64xi1> -> tile<128x64xi1>
        %146 = constant <f32: -1000000015047466200000000000000.0> : tile<128x64xf32>
        %147 = select %145, %133, %146 : tile<128x64xi1>, tile<128x64xf32>
        yield %147 : tile<128x64xf32>
      } else {
        yield %133 : tile<128x64xf32>
      }
      %152 = reduce %148 dim=1 identities=[-inf] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%149: tile<f32>, %150: tile<f32>):
        %151 = maxf %149, %150 propagate_nan : tile<f32>
        yield %151 : tile<f32>
      }
      %153 = reshape %152 : tile<128xf32> -> tile<128x1xf32>
      %154 = constant <f32: 0.127517431974411> : tile<128x1xf32>
      %155 = mulf %153, %154 : tile<128x1xf32>
      %156 = maxf %126, %155 propagate_nan : tile<128x1xf32>
      %157 = constant <f32: 0.127517431974411> : tile<128x64xf32>
      %158 = mulf %148, %157 : tile<128x64xf32>
      %159 = broadcast %156 : tile<128x1xf32> -> tile<128x64xf32>
      %160 = subf %158, %159 : tile<128x64xf32>
      %161 = exp2 %160 flush_to_zero : tile<128x64xf32>
      %162 = subf %126, %156 : tile<128x1xf32>
      %163 = exp2 %162 flush_to_zero : tile<128x1xf32>
      %164 = mulf %124, %163 : tile<128x1xf32>
      %168 = reduce %161 dim=1 identities=[0] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%165: tile<f32>, %166: tile<f32>):
        %167 = addf %165, %166 : tile<f32>
        yield %167 : tile<f32>
      }
      %169 = reshape %168 : tile<128xf32> -> tile<128x1xf32>
      %170 = addf %164, %169 : tile<128x1xf32>
      %171 = constant <i32: 0> : tile<i32>
      %172, %173 = load_view_tko weak %90[%100, %102, %123, %171] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 4}> : partition_view<tile=(1x1x64x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x128xbf16>, token
      %174 = reshape %172 : tile<1x1x64x128xbf16> -> tile<64x128xbf16>
      %175 = ftof %161 : tile<128x64xf32> -> tile<128x64xbf16>
      %176 = broadcast %163 : tile<128x1xf32> -> tile<128x128xf32>
      %177 = mulf %125, %176 : tile<128x128xf32>
      %178 = mmaf %175, %174, %177 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %170, %178, %156 : tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>
    }
    %182 = broadcast %179 : tile<128x1xf32> -> tile<128x128xf32>
    %183 = divf %180, %182 rounding<approx> flush_to_zero : tile<128x128xf32>
    %184, %185, %186 = get_tile_block_id : tile<i32>
    %187, %188, %189 = get_tile_block_id : tile<i32>
    %190 = ftof %183 : tile<128x128xf32> -> tile<128x128xbf16>
    %191 = reshape %190 : tile<128x128xbf16> -> tile<1x1x128x128xbf16>
    %192 = constant <i32: 0> : tile<i32>
    %193 = store_view_tko weak %191, %91[%186, %188, %92, %192] : tile<1x1x128x128xbf16>, partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel flash_attention [scale=0.125, BM=128, BN=64, BD=64, CAUSAL=True, OCC=2, W=4, C=0]
cuda_tile.module @flash_attention {
  entry @flash_attention(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f16>>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<ptr<f16>>, %19: tile<i32>, %20: tile<i32>, %21: tile<i32>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<ptr<f16>>, %28: tile<i32>, %29: tile<i32>, %30: tile<i32>, %31: tile<i32>, %32: tile<i32>, %33: tile<i32>, %34: tile<i32>, %35: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_worker_warps_per_cta = 4}> {
    %36 = assume div_by<16>, %0 : tile<ptr<f16>>
    %37 = assume div_by<16>, %1 : tile<i32>
    %38 = assume bounded<0, ?>, %37 : tile<i32>
    %39 = assume div_by<16>, %2 : tile<i32>
    %40 = assume bounded<0, ?>, %39 : tile<i32>
    %41 = assume div_by<16>, %3 : tile<i32>
    %42 = assume bounded<0, ?>, %41 : tile<i32>
    %43 = assume div_by<16>, %4 : tile<i32>
    %44 = assume bounded<0, ?>, %43 : tile<i32>
    %45 = assume div_by<16>, %5 : tile<i32>
    %46 = assume div_by<16>, %6 : tile<i32>
    %47 = assume div_by<16>, %7 : tile<i32>
    %48 = make_tensor_view %36, shape = [%38, %40, %42, %44], strides = [%45, %46, %47, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
    %49 = assume div_by<16>, %9 : tile<ptr<f16>>
    %50 = assume div_by<16>, %10 : tile<i32>
    %51 = assume bounded<0, ?>, %50 : tile<i32>
    %52 = assume div_by<16>, %11 : tile<i32>
    %53 = assume bounded<0, ?>, %52 : tile<i32>
    %54 = assume div_by<16>, %12 : tile<i32>
    %55 = assume bounded<0, ?>, %54 : tile<i32>
    %56 = assume div_by<16>, %13 : tile<i32>
    %57 = assume bounded<0, ?>, %56 : tile<i32>
    %58 = assume div_by<16>, %14 : tile<i32>
    %59 = assume div_by<16>, %15 : tile<i32>
    %60 = assume div_by<16>, %16 : tile<i32>
    %61 = make_tensor_view %49, shape = [%51, %53, %55, %57], strides = [%58, %59, %60, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
    %62 = assume div_by<16>, %18 : tile<ptr<f16>>
    %63 = assume div_by<16>, %19 : tile<i32>
    %64 = assume bounded<0, ?>, %63 : tile<i32>
    %65 = assume div_by<16>, %20 : tile<i32>
    %66 = assume bounded<0, ?>, %65 : tile<i32>
    %67 = assume div_by<16>, %21 : tile<i32>
    %68 = assume bounded<0, ?>, %67 : tile<i32>
    %69 = assume div_by<16>, %22 : tile<i32>
    %70 = assume bounded<0, ?>, %69 : tile<i32>
    %71 = assume div_by<16>, %23 : tile<i32>
    %72 = assume div_by<16>, %24 : tile<i32>
    %73 = assume div_by<16>, %25 : tile<i32>
    %74 = make_tensor_view %62, shape = [%64, %66, %68, %70], strides = [%71, %72, %73, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
    %75 = assume div_by<16>, %27 : tile<ptr<f16>>
    %76 = assume div_by<16>, %28 : tile<i32>
    %77 = assume bounded<0, ?>, %76 : tile<i32>
    %78 = assume div_by<16>, %29 : tile<i32>
    %79 = assume bounded<0, ?>, %78 : tile<i32>
    %80 = assume div_by<16>, %30 : tile<i32>
    %81 = assume bounded<0, ?>, %80 : tile<i32>
    %82 = assume div_by<16>, %31 : tile<i32>
    %83 = assume bounded<0, ?>, %82 : tile<i32>
    %84 = assume div_by<16>, %32 : tile<i32>
    %85 = assume div_by<16>, %33 : tile<i32>
    %86 = assume div_by<16>, %34 : tile<i32>
    %87 = make_tensor_view %75, shape = [%77, %79, %81, %83], strides = [%84, %85, %86, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
    %88 = make_partition_view %48 : partition_view<tile=(1x1x128x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %89 = make_partition_view %61 : partition_view<tile=(1x1x64x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %90 = make_partition_view %74 : partition_view<tile=(1x1x64x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %91 = make_partition_view %87 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
    %92, %93, %94 = get_num_tile_blocks : tile<i32>
    %95 = constant <i32: 1> : tile<i32>
    %96 = subi %92, %95 : tile<i32>
    %97, %98, %99 = get_tile_block_id : tile<i32>
    %100 = subi %96, %97 : tile<i32>
    %101, %102, %103 = get_tile_block_id : tile<i32>
    %104, %105, %106 = get_tile_block_id : tile<i32>
    %107 = divi %40, %53 signed rounding negative_inf : tile<i32>
    %108 = divi %102, %107 signed rounding negative_inf : tile<i32>
    %109 = constant <i32: 0> : tile<i32>
    %110, %111 = load_view_tko weak %88[%106, %102, %100, %109] : partition_view<tile=(1x1x128x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %112 = reshape %110 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %113 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %114 = constant <f32: 0.0> : tile<128x1xf32>
    %115 = constant <f32: 0.0> : tile<128x64xf32>
    %116 = constant <i32: 64> : tile<i32>
    %117 = divi %55, %116 signed rounding positive_inf : tile<i32>
    %118 = constant <i32: 64> : tile<i32>
    %119 = divi %55, %118 signed rounding negative_inf : tile<i32>
    %120 = constant <i32: 1> : tile<i32>
    %121 = addi %100, %120 : tile<i32>
    %122 = constant <i32: 128> : tile<i32>
    %123 = muli %121, %122 : tile<i32>
    %124 = mini %123, %55 signed : tile<i32>
    %125 = constant <i32: 64> : tile<i32>
    %126 = divi %124, %125 signed rounding positive_inf : tile<i32>
    %127 = constant <i32: 128> : tile<i32>
    %128 = muli %100, %127 : tile<i32>
    %129 = constant <i32: 64> : tile<i32>
    %130 = divi %128, %129 signed rounding negative_inf : tile<i32>
    %131 = mini %130, %119 signed : tile<i32>
    %132 = constant <i32: 128> : tile<i32>
    %133 = muli %100, %132 : tile<i32>
    %134 = iota : tile<128xi32>
    %135 = reshape %134 : tile<128xi32> -> tile<128x1xi32>
    %136 = reshape %133 : tile<i32> -> tile<1x1xi32>
    %137 = broadcast %136 : tile<1x1xi32> -> tile<128x1xi32>
    %138 = addi %137, %135 : tile<128x1xi32>
    %139 = constant <i32: 0> : tile<i32>
    %140 = constant <i32: 1> : tile<i32>
    %201, %202, %203 = for %141 in (%139 to %126, step %140) : tile<i32> iter_values(%142 = %114, %143 = %115, %144 = %113) -> (tile<128x1xf32>, tile<128x64xf32>, tile<128x1xf32>) {
      %145 = constant <i32: 0> : tile<i32>
      %146, %147 = load_view_tko weak %89[%106, %108, %141, %145] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 2}> : partition_view<tile=(1x1x64x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x64xf16>, token
      %148 = reshape %146 : tile<1x1x64x64xf16> -> tile<64x64xf16>
      %149 = permute %148 [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %150 = constant <f32: 0.0> : tile<128x64xf32>
      %151 = mmaf %112, %149, %150 : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      %152 = cmpi greater_than_or_equal %141, %131, signed : tile<i32> -> tile<i1>
      %170 = if %152 -> (tile<128x64xf32>) {
        %153 = constant <i32: 64> : tile<i32>
        %154 = muli %141, %153 : tile<i32>
        %155 = iota : tile<64xi32>
        %156 = reshape %155 : tile<64xi32> -> tile<1x64xi32>
        %157 = reshape %154 : tile<i32> -> tile<1x1xi32>
        %158 = broadcast %157 : tile<1x1xi32> -> tile<1x64xi32>
        %159 = addi %158, %156 : tile<1x64xi32>
        %160 = reshape %55 : tile<i32> -> tile<1x1xi32>
        %161 = broadcast %160 : tile<1x1xi32> -> tile<1x64xi32>
        %162 = cmpi less_than %159, %161, signed : tile<1x64xi32> -> tile<1x64xi1>
        %163 = broadcast %138 : tile<128x1xi32> -> tile<128x64xi32>
        %164 = broadcast %159 : tile<1x64xi32> -> tile<128x64xi32>
        %165 = cmpi greater_than_or_equal %163, %164, signed : tile<128x64xi32> -> tile<128x64xi1>
        %166 = broadcast %162 : tile<1x64xi1> -> tile<128x64xi1>
        %167 = andi %166, %165 : tile<128x64xi1>
        %168 = constant <f32: -1000000015047466200000000000000.0> : tile<128x64xf32>
        %169 = select %167, %151, %168 : tile<128x64xi1>, tile<128x64xf32>
        yield %169 : tile<128x64xf32>
      } else {
        yield %151 : tile<128x64xf32>
      }
      %174 = reduce %170 dim=1 identities=[-inf] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%171: tile<f32>, %172: tile<f32>):
        %173 = maxf %171, %172 propagate_nan : tile<f32>
        yield %173 : tile<f32>
      }
      %175 = reshape %174 : tile<128xf32> -> tile<128x1xf32>
      %176 = constant <f32: 0.1803368777036667> : tile<128x1xf32>
      %177 = mulf %175, %176 : tile<128x1xf32>
      %178 = maxf %144, %177 propagate_nan : tile<128x1xf32>
      %179 = constant <f32: 0.1803368777036667> : tile<128x64xf32>
      %180 = mulf %170, %179 : tile<128x64xf32>
      %181 = broadcast %178 : tile<128x1xf32> -> tile<128x64xf32>
      %182 = subf %180, %181 : tile<128x64xf32>
      %183 = exp2 %182 flush_to_zero : tile<128x64xf32>
      %184 = subf %144, %178 : tile<128x1xf32>
      %185 = exp2 %184 flush_to_zero : tile<128x1xf32>
      %186 = mulf %142, %185 : tile<128x1xf32>
      %190 = reduce %183 dim=1 identities=[0] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%187: tile<f32>, %188: tile<f32>):
        %189 = addf %187, %188 : tile<f32>
        yield %189 : tile<f32>
      }
      %191 = reshape %190 : tile<128xf32> -> tile<128x1xf32>
      %192 = addf %186, %191 : tile<128x1xf32>
      %193 = constant <i32: 0> : tile<i32>
      %194, %195 = load_view_tko weak %90[%106, %108, %141, %193] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 4}> : partition_view<tile=(1x1x64x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x64xf16>, token
      %196 = reshape %194 : tile<1x1x64x64xf16> -> tile<64x64xf16>
      %197 = ftof %183 : tile<128x64xf32> -> tile<128x64xf16>
      %198 = broadcast %185 : tile<128x1xf32> -> tile<128x64xf32>
      %199 = mulf %143, %198 : tile<128x64xf32>
      %200 = mmaf %197, %196, %199 : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %192, %200, %178 : tile<128x1xf32>, tile<128x64xf32>, tile<128x1xf32>
    }
    %204 = broadcast %201 : tile<128x1xf32> -> tile<128x64xf32>
    %205 = divf %202, %204 rounding<approx> flush_to_zero : tile<128x64xf32>
    %206, %207, %208 = get_tile_block_id : tile<i32>
    %209, %210, %211 = get_tile_block_id : tile<i32>
    %212 = ftof %205 : tile<128x64xf32> -> tile<128x64xf16>
    %213 = reshape %212 : tile<128x64xf16> -> tile<1x1x128x64xf16>
    %214 = constant <i32: 0> : tile<i32>
    %215 = store_view_tko weak %213, %91[%208, %210, %100, %214] : tile<1x1x128x64xf16>, partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel flash_attention_scaled [scale=0.08838834764831845, BM=128, BN=128, BD=128, CAUSAL=False, OCC=1, W=8]
cuda_tile.module @flash_attention_scaled {
  entry @flash_attention_scaled(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f8e4m3fn>>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<ptr<f8e4m3fn>>, %19: tile<i32>, %20: tile<i32>, %21: tile<i32>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<ptr<bf16>>, %28: tile<i32>, %29: tile<i32>, %30: tile<i32>, %31: tile<i32>, %32: tile<i32>, %33: tile<i32>, %34: tile<i32>, %35: tile<i32>, %36: tile<f32>, %37: tile<f32>, %38: tile<f32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 1, num_worker_warps_per_cta = 8}> {
    %39 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %40 = assume div_by<16>, %1 : tile<i32>
    %41 = assume bounded<0, ?>, %40 : tile<i32>
    %42 = assume div_by<16>, %2 : tile<i32>
    %43 = assume bounded<0, ?>, %42 : tile<i32>
    %44 = assume div_by<16>, %3 : tile<i32>
    %45 = assume bounded<0, ?>, %44 : tile<i32>
    %46 = assume div_by<16>, %4 : tile<i32>
    %47 = assume bounded<0, ?>, %46 : tile<i32>
    %48 = assume div_by<16>, %5 : tile<i32>
    %49 = assume div_by<16>, %6 : tile<i32>
    %50 = assume div_by<16>, %7 : tile<i32>
    %51 = make_tensor_view %39, shape = [%41, %43, %45, %47], strides = [%48, %49, %50, 1] : tile<i32> -> tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>
    %52 = assume div_by<16>, %9 : tile<ptr<f8e4m3fn>>
    %53 = assume div_by<16>, %10 : tile<i32>
    %54 = assume bounded<0, ?>, %53 : tile<i32>
    %55 = assume div_by<16>, %11 : tile<i32>
    %56 = assume bounded<0, ?>, %55 : tile<i32>
    %57 = assume div_by<16>, %12 : tile<i32>
    %58 = assume bounded<0, ?>, %57 : tile<i32>
    %59 = assume div_by<16>, %13 : tile<i32>
    %60 = assume bounded<0, ?>, %59 : tile<i32>
    %61 = assume div_by<16>, %14 : tile<i32>
    %62 = assume div_by<16>, %15 : tile<i32>
    %63 = assume div_by<16>, %16 : tile<i32>
    %64 = make_tensor_view %52, shape = [%54, %56, %58, %60], strides = [%61, %62, %63, 1] : tile<i32> -> tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>
    %65 = assume div_by<16>, %18 : tile<ptr<f8e4m3fn>>
    %66 = assume div_by<16>, %19 : tile<i32>
    %67 = assume bounded<0, ?>, %66 : tile<i32>
    %68 = assume div_by<16>, %20 : tile<i32>
    %69 = assume bounded<0, ?>, %68 : tile<i32>
    %70 = assume div_by<16>, %21 : tile<i32>
    %71 = assume bounded<0, ?>, %70 : tile<i32>
    %72 = assume div_by<16>, %22 : tile<i32>
    %73 = assume bounded<0, ?>, %72 : tile<i32>
    %74 = assume div_by<16>, %23 : tile<i32>
    %75 = assume div_by<16>, %24 : tile<i32>
    %76 = assume div_by<16>, %25 : tile<i32>
    %77 = make_tensor_view %65, shape = [%67, %69, %71, %73], strides = [%74, %75, %76, 1] : tile<i32> -> tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>
    %78 = assume div_by<16>, %27 : tile<ptr<bf16>>
    %79 = assume div_by<16>, %28 : tile<i32>
    %80 = assume bounded<0, ?>, %79 : tile<i32>
    %81 = assume div_by<16>, %29 : tile<i32>
    %82 = assume bounded<0, ?>, %81 : tile<i32>
    %83 = assume div_by<16>, %30 : tile<i32>
    %84 = assume bounded<0, ?>, %83 : tile<i32>
    %85 = assume div_by<16>, %31 : tile<i32>
    %86 = assume bounded<0, ?>, %85 : tile<i32>
    %87 = assume div_by<16>, %32 : tile<i32>
    %88 = assume div_by<16>, %33 : tile<i32>
    %89 = assume div_by<16>, %34 : tile<i32>
    %90 = make_tensor_view %78, shape = [%80, %82, %84, %86], strides = [%87, %88, %89, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
    %91 = make_partition_view %51 : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>>
    %92 = make_partition_view %64 : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>>
    %93 = make_partition_view %77 : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>>
    %94 = make_partition_view %90 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %95, %96, %97 = get_tile_block_id : tile<i32>
    %98 = constant <f32: 0.127517431974411> : tile<f32>
    %99 = mulf %98, %36 : tile<f32>
    %100 = mulf %99, %37 : tile<f32>
    %101, %102, %103 = get_tile_block_id : tile<i32>
    %104, %105, %106 = get_tile_block_id : tile<i32>
    %107 = divi %43, %56 signed rounding negative_inf : tile<i32>
    %108 = divi %102, %107 signed rounding negative_inf : tile<i32>
    %109 = constant <i32: 0> : tile<i32>
    %110, %111 = load_view_tko weak %91[%106, %102, %95, %109] : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf8e4m3fn>, token
    %112 = reshape %110 : tile<1x1x128x128xf8e4m3fn> -> tile<128x128xf8e4m3fn>
    %113 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %114 = constant <f32: 0.0> : tile<128x1xf32>
    %115 = constant <f32: 0.0> : tile<128x128xf32>
    %116 = constant <i32: 128> : tile<i32>
    %117 = divi %58, %116 signed rounding positive_inf : tile<i32>
    %118 = constant <i32: 128> : tile<i32>
    %119 = divi %58, %118 signed rounding negative_inf : tile<i32>
    %120 = constant <i32: 128> : tile<i32>
    %121 = muli %95, %120 : tile<i32>
    %122 = iota : tile<128xi32>
    %123 = reshape %122 : tile<128xi32> -> tile<128x1xi32>
    %124 = reshape %121 : tile<i32> -> tile<1x1xi32>
    %125 = broadcast %124 : tile<1x1xi32> -> tile<128x1xi32>
    %126 = addi %125, %123 : tile<128x1xi32>
    %127 = constant <i32: 0> : tile<i32>
    %128 = constant <i32: 1> : tile<i32>
    %189, %190, %191 = for %129 in (%127 to %117, step %128) : tile<i32> iter_values(%130 = %114, %131 = %115, %132 = %113) -> (tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>) {
      %133 = constant <i32: 0> : tile<i32>
      %134, %135 = load_view_tko weak %92[%106, %108, %129, %133] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 2}> : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf8e4m3fn>, token
      %136 = reshape %134 : tile<1x1x128x128xf8e4m3fn> -> tile<128x128xf8e4m3fn>
      %137 = permute %136 [1, 0] : tile<128x128xf8e4m3fn> -> tile<128x128xf8e4m3fn>
      %138 = constant <f32: 0.0> : tile<128x128xf32>
      %139 = mmaf %112, %137, %138 : tile<128x128xf8e4m3fn>, tile<128x128xf8e4m3fn>, tile<128x128xf32>
      %140 = cmpi greater_than_or_equal %129, %119, signed : tile<i32> -> tile<i1>
      %154 = if %140 -> (tile<128x128xf32>) {
        %141 = constant <i32: 128> : tile<i32>
        %142 = muli %129, %141 : tile<i32>
        %143 = iota : tile<128xi32>
        %144 = reshape %143 : tile<128xi32> -> tile<1x128xi32>
        %145 = reshape %142 : tile<i32> -> tile<1x1xi32>
        %146 = broadcast %145 : tile<1x1xi32> -> tile<1x128xi32>
        %147 = addi %146, %144 : tile<1x128xi32>
        %148 = reshape %58 : tile<i32> -> tile<1x1xi32>
        %149 = broadcast %148 : tile<1x1xi32> -> tile<1x128xi32>
        %150 = cmpi less_than %147, %149, signed : tile<1x128xi32> -> tile<1x128xi1>
        %151 = broadcast %150 : tile<1x128xi1> -> tile<128x128xi1>
        %152 = constant <f32: -1000000015047466200000000000000.0> : tile<128x128xf32>
        %153 = select %151, %139, %152 : tile<128x128xi1>, tile<128x128xf32>
        yield %153 : tile<128x128xf32>
      } else {
        yield %139 : tile<128x128xf32>
      }
      %158 = reduce %154 dim=1 identities=[-inf] : tile<128x128xf32> -> tile<128xf32> {
      ^bb0(%155: tile<f32>, %156: tile<f32>):
        %157 = maxf %155, %156 propagate_nan : tile<f32>
        yield %157 : tile<f32>
      }
      %159 = reshape %158 : tile<128xf32> -> tile<128x1xf32>
      %160 = reshape %100 : tile<f32> -> tile<1x1xf32>
      %161 = broadcast %160 : tile<1x1xf32> -> tile<128x1xf32>
      %162 = mulf %159, %161 : tile<128x1xf32>
      %163 = maxf %132, %162 propagate_nan : tile<128x1xf32>
      %164 = reshape %100 : tile<f32> -> tile<1x1xf32>
      %165 = broadcast %164 : tile<1x1xf32> -> tile<128x128xf32>
      %166 = mulf %154, %165 : tile<128x128xf32>
      %167 = broadcast %163 : tile<128x1xf32> -> tile<128x128xf32>
      %168 = subf %166, %167 : tile<128x128xf32>
      %169 = constant <f32: 8.0> : tile<128x128xf32>
      %170 = addf %168, %169 : tile<128x128xf32>
      %171 = exp2 %170 flush_to_zero : tile<128x128xf32>
      %172 = subf %132, %163 : tile<128x1xf32>
      %173 = exp2 %172 flush_to_zero : tile<128x1xf32>
      %174 = mulf %130, %173 : tile<128x1xf32>
      %178 = reduce %171 dim=1 identities=[0] : tile<128x128xf32> -> tile<128xf32> {
      ^bb0(%175: tile<f32>, %176: tile<f32>):
        %177 = addf %175, %176 : tile<f32>
        yield %177 : tile<f32>
      }
      %179 = reshape %178 : tile<128xf32> -> tile<128x1xf32>
      %180 = addf %174, %179 : tile<128x1xf32>
      %181 = constant <i32: 0> : tile<i32>
      %182, %183 = load_view_tko weak %93[%106, %108, %129, %181] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 4}> : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<?x?x?x?xf8e4m3fn, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf8e4m3fn>, token
      %184 = reshape %182 : tile<1x1x128x128xf8e4m3fn> -> tile<128x128xf8e4m3fn>
      %185 = ftof %171 : tile<128x128xf32> -> tile<128x128xf8e4m3fn>
      %186 = broadcast %173 : tile<128x1xf32> -> tile<128x128xf32>
      %187 = mulf %131, %186 : tile<128x128xf32>
      %188 = mmaf %185, %184, %187 : tile<128x128xf8e4m3fn>, tile<128x128xf8e4m3fn>, tile<128x128xf32>
      continue %180, %188, %163 : tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>
    }
    %192 = broadcast %189 : tile<128x1xf32> -> tile<128x128xf32>
    %193 = divf %190, %192 rounding<approx> flush_to_zero : tile<128x128xf32>
    %194 = reshape %38 : tile<f32> -> tile<1x1xf32>
    %195 = broadcast %194 : tile<1x1xf32> -> tile<128x128xf32>
    %196 = mulf %193, %195 : tile<128x128xf32>
    %197, %198, %199 = get_tile_block_id : tile<i32>
    %200, %201, %202 = get_tile_block_id : tile<i32>
    %203 = ftof %196 : tile<128x128xf32> -> tile<128x128xbf16>
    %204 = reshape %203 : tile<128x128xbf16> -> tile<1x1x128x128xbf16>
    %205 = constant <i32: 0> : tile<i32>
    %206 = store_view_tko weak %204, %94[%199, %201, %95, %205] : tile<1x1x128x128xbf16>, partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
    return
  }
}
