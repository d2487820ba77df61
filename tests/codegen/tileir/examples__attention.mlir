// kernel attention [scale=0.11180339887498948, BM=64, BN=64, BD=128]
cuda_tile.module @attention {
  entry @attention(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<ptr<f32>>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>) {
    %20 = assume div_by<16>, %0 : tile<ptr<f16>>
    %21 = assume div_by<4>, %1 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = assume div_by<16>, %2 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %3 : tile<i32>
    %26 = make_tensor_view %20, shape = [%22, %24], strides = [%25, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = assume div_by<16>, %5 : tile<ptr<f16>>
    %28 = assume bounded<0, ?>, %6 : tile<i32>
    %29 = assume div_by<16>, %7 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<16>, %8 : tile<i32>
    %32 = make_tensor_view %27, shape = [%28, %30], strides = [%31, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %33 = assume div_by<16>, %10 : tile<ptr<f16>>
    %34 = assume bounded<0, ?>, %11 : tile<i32>
    %35 = assume div_by<16>, %12 : tile<i32>
    %36 = assume bounded<0, ?>, %35 : tile<i32>
    %37 = assume div_by<16>, %13 : tile<i32>
    %38 = make_tensor_view %33, shape = [%34, %36], strides = [%37, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %39 = assume div_by<16>, %15 : tile<ptr<f32>>
    %40 = assume div_by<4>, %16 : tile<i32>
    %41 = assume bounded<0, ?>, %40 : tile<i32>
    %42 = assume div_by<16>, %17 : tile<i32>
    %43 = assume bounded<0, ?>, %42 : tile<i32>
    %44 = assume div_by<16>, %18 : tile<i32>
    %45 = make_tensor_view %39, shape = [%41, %43], strides = [%44, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %46 = make_partition_view %26 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %47 = make_partition_view %32 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %48 = make_partition_view %38 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %49 = make_partition_view %45 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %50, %51, %52 = get_tile_block_id : tile<i32>
    %53 = constant <i32: 0> : tile<i32>
    %54, %55 = load_view_tko weak %46[%50, %53] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
    %56 = constant <f32: -1000000015047466200000000000000.0> : tile<64x1xf32>
    %57 = constant <f32: 0.0> : tile<64x1xf32>
    %58 = constant <f32: 0.0> : tile<64x128xf32>
    %59 = constant <i32: 64> : tile<i32>
    %60 = divi %28, %59 signed rounding positive_inf : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = constant <i32: 1> : tile<i32>
    %113, %114, %115 = for %63 in (%61 to %60, step %62) : tile<i32> iter_values(%64 = %57, %65 = %58, %66 = %56) -> (tile<64x1xf32>, tile<64x128xf32>, tile<64x1xf32>) {
      %67 = constant <i32: 0> : tile<i32>
      %68, %69 = load_view_tko weak %47[%63, %67] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %70 = constant <i32: 0> : tile<i32>
      %71, %72 = load_view_tko weak %48[%63, %70] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %73 = permute %68 [1, 0] : tile<64x128xf16> -> tile<128x64xf16>
      %74 = constant <f32: 0.0> : tile<64x64xf32>
      %75 = mmaf %54, %73, %74 : tile<64x128xf16>, tile<128x64xf16>, tile<64x64xf32>
      %76 = constant <f32: 0.11180339753627777> : tile<64x64xf32>
      %77 = mulf %75, %76 : tile<64x64xf32>
      %78 = constant <i32: 64> : tile<i32>
      %79 = muli %63, %78 : tile<i32>
      %80 = iota : tile<64xi32>
      %81 = reshape %79 : tile<i32> -> tile<1xi32>
      %82 = broadcast %81 : tile<1xi32> -> tile<64xi32>
      %83 = addi %82, %80 : tile<64xi32>
      %84 = reshape %28 : tile<i32> -> tile<1xi32>
      %85 = broadcast %84 : tile<1xi32> -> tile<64xi32>
      %86 = cmpi less_than %83, %85, signed : tile<64xi32> -> tile<64xi1>
      %87 = reshape %86 : tile<64xi1> -> tile<1x64xi1>
      %88 = broadcast %87 : tile<1x64xi1> -> tile<64x64xi1>
      %89 = constant <f32: -1000000015047466200000000000000.0> : tile<64x64xf32>
      %90 = select %88, %77, %89 : tile<64x64xi1>, tile<64x64xf32>
      %94 = reduce %90 dim=1 identities=[-inf] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%91: tile<f32>, %92: tile<f32>):
        %93 = maxf %91, %92 propagate_nan : tile<f32>
        yield %93 : tile<f32>
      }
      %95 = reshape %94 : tile<64xf32> -> tile<64x1xf32>
      %96 = maxf %66, %95 propagate_nan : tile<64x1xf32>
      %97 = broadcast %96 : tile<64x1xf32> -> tile<64x64xf32>
      %98 = subf %90, %97 : tile<64x64xf32>
      %99 = exp %98 : tile<64x64xf32>
      %100 = subf %66, %96 : tile<64x1xf32>
      %101 = exp %100 : tile<64x1xf32>
      %102 = mulf %64, %101 : tile<64x1xf32>
      %106 = reduce %99 dim=1 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%103: tile<f32>, %104: tile<f32>):
        %105 = addf %103, %104 : tile<f32>
        yield %105 : tile<f32>
      }
      %107 = reshape %106 : tile<64xf32> -> tile<64x1xf32>
      %108 = addf %102, %107 : tile<64x1xf32>
      %109 = ftof %99 : tile<64x64xf32> -> tile<64x64xf16>
      %110 = broadcast %101 : tile<64x1xf32> -> tile<64x128xf32>
      %111 = mulf %65, %110 : tile<64x128xf32>
      %112 = mmaf %109, %71, %111 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %108, %112, %96 : tile<64x1xf32>, tile<64x128xf32>, tile<64x1xf32>
    }
    %116, %117, %118 = get_tile_block_id : tile<i32>
    %119 = broadcast %113 : tile<64x1xf32> -> tile<64x128xf32>
    %120 = divf %114, %119 : tile<64x128xf32>
    %121 = constant <i32: 0> : tile<i32>
    %122 = store_view_tko weak %120, %49[%116, %121] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel mha [scale=0.125, BM=64, BN=64, BD=64]
cuda_tile.module @mha {
  entry @mha(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<f16>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>, %21: tile<ptr<f16>>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<i32>) {
    %28 = assume div_by<16>, %0 : tile<ptr<f16>>
    %29 = assume div_by<4>, %1 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<8>, %2 : tile<i32>
    %32 = assume bounded<0, ?>, %31 : tile<i32>
    %33 = assume div_by<16>, %3 : tile<i32>
    %34 = assume bounded<0, ?>, %33 : tile<i32>
    %35 = assume div_by<16>, %4 : tile<i32>
    %36 = assume div_by<16>, %5 : tile<i32>
    %37 = make_tensor_view %28, shape = [%30, %32, %34], strides = [%35, %36, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %38 = assume div_by<16>, %7 : tile<ptr<f16>>
    %39 = assume div_by<4>, %8 : tile<i32>
    %40 = assume bounded<0, ?>, %39 : tile<i32>
    %41 = assume div_by<2>, %9 : tile<i32>
    %42 = assume bounded<0, ?>, %41 : tile<i32>
    %43 = assume div_by<16>, %10 : tile<i32>
    %44 = assume bounded<0, ?>, %43 : tile<i32>
    %45 = assume div_by<16>, %11 : tile<i32>
    %46 = assume div_by<16>, %12 : tile<i32>
    %47 = make_tensor_view %38, shape = [%40, %42, %44], strides = [%45, %46, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %48 = assume div_by<16>, %14 : tile<ptr<f16>>
    %49 = assume div_by<4>, %15 : tile<i32>
    %50 = assume bounded<0, ?>, %49 : tile<i32>
    %51 = assume div_by<2>, %16 : tile<i32>
    %52 = assume bounded<0, ?>, %51 : tile<i32>
    %53 = assume div_by<16>, %17 : tile<i32>
    %54 = assume bounded<0, ?>, %53 : tile<i32>
    %55 = assume div_by<16>, %18 : tile<i32>
    %56 = assume div_by<16>, %19 : tile<i32>
    %57 = make_tensor_view %48, shape = [%50, %52, %54], strides = [%55, %56, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %58 = assume div_by<16>, %21 : tile<ptr<f16>>
    %59 = assume div_by<4>, %22 : tile<i32>
    %60 = assume bounded<0, ?>, %59 : tile<i32>
    %61 = assume div_by<8>, %23 : tile<i32>
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
