// kernel attention [scale=0.125, BM=64, BN=64, BD=64]
cuda_tile.module @attention {
  entry @attention(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<ptr<f16>>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>) {
    %20 = assume div_by<16>, %0 : tile<ptr<f16>>
    %21 = assume bounded<0, ?>, %1 : tile<i32>
    %22 = assume bounded<0, ?>, %2 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = assume div_by<16>, %5 : tile<ptr<f16>>
    %25 = assume bounded<0, ?>, %6 : tile<i32>
    %26 = assume bounded<0, ?>, %7 : tile<i32>
    %27 = make_tensor_view %24, shape = [%25, %26], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %28 = assume div_by<16>, %10 : tile<ptr<f16>>
    %29 = assume bounded<0, ?>, %11 : tile<i32>
    %30 = assume bounded<0, ?>, %12 : tile<i32>
    %31 = make_tensor_view %28, shape = [%29, %30], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %32 = assume div_by<16>, %15 : tile<ptr<f16>>
    %33 = assume bounded<0, ?>, %16 : tile<i32>
    %34 = assume bounded<0, ?>, %17 : tile<i32>
    %35 = make_tensor_view %32, shape = [%33, %34], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %36 = make_partition_view %23 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %37 = make_partition_view %27 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %31 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %39 = make_partition_view %35 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = constant <i32: 0> : tile<i32>
    %44, %45 = load_view_tko weak %36[%40, %43] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %46 = constant <f32: -1000000015047466200000000000000.0> : tile<64x1xf32>
    %47 = constant <f32: 0.0> : tile<64x1xf32>
    %48 = constant <f32: 0.0> : tile<64x64xf32>
    %49 = constant <i32: 64> : tile<i32>
    %50 = divi %25, %49 signed rounding positive_inf : tile<i32>
    %51 = constant <i32: 0> : tile<i32>
    %52 = constant <i32: 1> : tile<i32>
    %103, %104, %105 = for %53 in (%51 to %50, step %52) : tile<i32> iter_values(%54 = %47, %55 = %48, %56 = %46) -> (tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>) {
      %57 = constant <i32: 0> : tile<i32>
      %58, %59 = load_view_tko weak %37[%53, %57] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %60 = constant <i32: 0> : tile<i32>
      %61, %62 = load_view_tko weak %38[%53, %60] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %63 = permute %58 [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %64 = constant <f32: 0.0> : tile<64x64xf32>
      %65 = mmaf %44, %63, %64 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %66 = constant <f32: 0.125> : tile<64x64xf32>
      %67 = mulf %65, %66 : tile<64x64xf32>
      %68 = constant <i32: 64> : tile<i32>
      %69 = muli %53, %68 : tile<i32>
      %70 = iota : tile<64xi32>
      %71 = reshape %69 : tile<i32> -> tile<1xi32>
      %72 = broadcast %71 : tile<1xi32> -> tile<64xi32>
      %73 = addi %72, %70 : tile<64xi32>
      %74 = reshape %25 : tile<i32> -> tile<1xi32>
      %75 = broadcast %74 : tile<1xi32> -> tile<64xi32>
      %76 = cmpi less_than %73, %75, signed : tile<64xi32> -> tile<64xi1>
      %77 = reshape %76 : tile<64xi1> -> tile<1x64xi1>
      %78 = broadcast %77 : tile<1x64xi1> -> tile<64x64xi1>
      %79 = constant <f32: -1000000015047466200000000000000.0> : tile<64x64xf32>
      %80 = select %78, %67, %79 : tile<64x64xi1>, tile<64x64xf32>
      %84 = reduce %80 dim=1 identities=[-inf] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%81: tile<f32>, %82: tile<f32>):
        %83 = maxf %81, %82 : tile<f32>
        yield %83 : tile<f32>
      }
      %85 = reshape %84 : tile<64xf32> -> tile<64x1xf32>
      %86 = maxf %56, %85 : tile<64x1xf32>
      %87 = broadcast %86 : tile<64x1xf32> -> tile<64x64xf32>
      %88 = subf %80, %87 : tile<64x64xf32>
      %89 = exp %88 : tile<64x64xf32>
      %90 = subf %56, %86 : tile<64x1xf32>
      %91 = exp %90 : tile<64x1xf32>
      %92 = mulf %54, %91 : tile<64x1xf32>
      %96 = reduce %89 dim=1 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%93: tile<f32>, %94: tile<f32>):
        %95 = addf %93, %94 : tile<f32>
        yield %95 : tile<f32>
      }
      %97 = reshape %96 : tile<64xf32> -> tile<64x1xf32>
      %98 = addf %92, %97 : tile<64x1xf32>
      %99 = ftof %89 : tile<64x64xf32> -> tile<64x64xf16>
      %100 = broadcast %91 : tile<64x1xf32> -> tile<64x64xf32>
      %101 = mulf %55, %100 : tile<64x64xf32>
      %102 = mmaf %99, %61, %101 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %98, %102, %86 : tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>
    }
    %106, %107, %108 = get_tile_block_id : tile<i32>
    %109 = broadcast %103 : tile<64x1xf32> -> tile<64x64xf32>
    %110 = divf %104, %109 : tile<64x64xf32>
    %111 = ftof %110 : tile<64x64xf32> -> tile<64x64xf16>
    %112 = constant <i32: 0> : tile<i32>
    %113 = store_view_tko weak %111, %39[%106, %112] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel attention [scale=0.08838834764831845, BM=128, BN=64, BD=128]
cuda_tile.module @attention {
  entry @attention(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<ptr<f32>>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>) {
    %20 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %1 : tile<i32>
    %22 = assume bounded<0, ?>, %2 : tile<i32>
    %23 = make_tensor_view %20, shape = [%21, %22], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %25 = assume bounded<0, ?>, %6 : tile<i32>
    %26 = assume bounded<0, ?>, %7 : tile<i32>
    %27 = make_tensor_view %24, shape = [%25, %26], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %28 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %29 = assume bounded<0, ?>, %11 : tile<i32>
    %30 = assume bounded<0, ?>, %12 : tile<i32>
    %31 = make_tensor_view %28, shape = [%29, %30], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %32 = assume div_by<16>, %15 : tile<ptr<f32>>
    %33 = assume bounded<0, ?>, %16 : tile<i32>
    %34 = assume bounded<0, ?>, %17 : tile<i32>
    %35 = make_tensor_view %32, shape = [%33, %34], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %36 = make_partition_view %23 : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %27 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %31 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = make_partition_view %35 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = constant <i32: 0> : tile<i32>
    %44, %45 = load_view_tko weak %36[%40, %43] : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x128xbf16>, token
    %46 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %47 = constant <f32: 0.0> : tile<128x1xf32>
    %48 = constant <f32: 0.0> : tile<128x128xf32>
    %49 = constant <i32: 64> : tile<i32>
    %50 = divi %25, %49 signed rounding positive_inf : tile<i32>
    %51 = constant <i32: 0> : tile<i32>
    %52 = constant <i32: 1> : tile<i32>
    %103, %104, %105 = for %53 in (%51 to %50, step %52) : tile<i32> iter_values(%54 = %47, %55 = %48, %56 = %46) -> (tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>) {
      %57 = constant <i32: 0> : tile<i32>
      %58, %59 = load_view_tko weak %37[%53, %57] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %60 = constant <i32: 0> : tile<i32>
      %61, %62 = load_view_tko weak %38[%53, %60] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %63 = permute %58 [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %64 = constant <f32: 0.0> : tile<128x64xf32>
      %65 = mmaf %44, %63, %64 : tile<128x128xbf16>, tile<128x64xbf16>, tile<128x64xf32>
      %66 = constant <f32: 0.0883883461356163> : tile<128x64xf32>
      %67 = mulf %65, %66 : tile<128x64xf32>
      %68 = constant <i32: 64> : tile<i32>
      %69 = muli %53, %68 : tile<i32>
      %70 = iota : tile<64xi32>
      %71 = reshape %69 : tile<i32> -> tile<1xi32>
      %72 = broadcast %71 : tile<1xi32> -> tile<64xi32>
      %73 = addi %72, %70 : tile<64xi32>
      %74 = reshape %25 : tile<i32> -> tile<1xi32>
      %75 = broadcast %74 : tile<1xi32> -> tile<64xi32>
      %76 = cmpi less_than %73, %75, signed : tile<64xi32> -> tile<64xi1>
      %77 = reshape %76 : tile<64xi1> -> tile<1x64xi1>
      %78 = broadcast %77 : tile<1x64xi1> -> tile<128x64xi1>
      %79 = constant <f32: -1000000015047466200000000000000.0> : tile<128x64xf32>
      %80 = select %78, %67, %79 : tile<128x64xi1>, tile<128x64xf32>
      %84 = reduce %80 dim=1 identities=[-inf] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%81: tile<f32>, %82: tile<f32>):
        %83 = maxf %81, %82 : tile<f32>
        yield %83 : tile<f32>
      }
      %85 = reshape %84 : tile<128xf32> -> tile<128x1xf32>
      %86 = maxf %56, %85 : tile<128x1xf32>
      %87 = broadcast %86 : tile<128x1xf32> -> tile<128x64xf32>
      %88 = subf %80, %87 : tile<128x64xf32>
      %89 = exp %88 : tile<128x64xf32>
      %90 = subf %56, %86 : tile<128x1xf32>
      %91 = exp %90 : tile<128x1xf32>
      %92 = mulf %54, %91 : tile<128x1xf32>
      %96 = reduce %89 dim=1 identities=[0] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%93: tile<f32>, %94: tile<f32>):
        %95 = addf %93, %94 : tile<f32>
        yield %95 : tile<f32>
      }
      %97 = reshape %96 : tile<128xf32> -> tile<128x1xf32>
      %98 = addf %92, %97 : tile<128x1xf32>
      %99 = ftof %89 : tile<128x64xf32> -> tile<128x64xbf16>
      %100 = broadcast %91 : tile<128x1xf32> -> tile<128x128xf32>
      %101 = mulf %55, %100 : tile<128x128xf32>
      %102 = mmaf %99, %61, %101 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %98, %102, %86 : tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>
    }
    %106, %107, %108 = get_tile_block_id : tile<i32>
    %109 = broadcast %103 : tile<128x1xf32> -> tile<128x128xf32>
    %110 = divf %104, %109 : tile<128x128xf32>
    %111 = constant <i32: 0> : tile<i32>
    %112 = store_view_tko weak %110, %39[%106, %111] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel mha [scale=0.125, BM=64, BN=64, BD=64]
cuda_tile.module @mha {
  entry @mha(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<f16>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>, %21: tile<ptr<f16>>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<i32>) {
    %28 = assume div_by<16>, %0 : tile<ptr<f16>>
    %29 = assume bounded<0, ?>, %1 : tile<i32>
    %30 = assume bounded<0, ?>, %2 : tile<i32>
    %31 = assume bounded<0, ?>, %3 : tile<i32>
    %32 = make_tensor_view %28, shape = [%29, %30, %31], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %33 = assume div_by<16>, %7 : tile<ptr<f16>>
    %34 = assume bounded<0, ?>, %8 : tile<i32>
    %35 = assume bounded<0, ?>, %9 : tile<i32>
    %36 = assume bounded<0, ?>, %10 : tile<i32>
    %37 = make_tensor_view %33, shape = [%34, %35, %36], strides = [%11, %12, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %38 = assume div_by<16>, %14 : tile<ptr<f16>>
    %39 = assume bounded<0, ?>, %15 : tile<i32>
    %40 = assume bounded<0, ?>, %16 : tile<i32>
    %41 = assume bounded<0, ?>, %17 : tile<i32>
    %42 = make_tensor_view %38, shape = [%39, %40, %41], strides = [%18, %19, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %43 = assume div_by<16>, %21 : tile<ptr<f16>>
    %44 = assume bounded<0, ?>, %22 : tile<i32>
    %45 = assume bounded<0, ?>, %23 : tile<i32>
    %46 = assume bounded<0, ?>, %24 : tile<i32>
    %47 = make_tensor_view %43, shape = [%44, %45, %46], strides = [%25, %26, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %48 = make_partition_view %32 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %49 = make_partition_view %37 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %50 = make_partition_view %42 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %51 = make_partition_view %47 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55, %56, %57 = get_tile_block_id : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59, %60 = load_view_tko weak %48[%53, %55, %58] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %61 = reshape %59 : tile<1x64x64xf16> -> tile<64x64xf16>
    %62 = constant <f32: -1000000015047466200000000000000.0> : tile<64x1xf32>
    %63 = constant <f32: 0.0> : tile<64x1xf32>
    %64 = constant <f32: 0.0> : tile<64x64xf32>
    %65 = constant <i32: 64> : tile<i32>
    %66 = divi %35, %65 signed rounding positive_inf : tile<i32>
    %67 = constant <i32: 0> : tile<i32>
    %68 = constant <i32: 1> : tile<i32>
    %121, %122, %123 = for %69 in (%67 to %66, step %68) : tile<i32> iter_values(%70 = %63, %71 = %64, %72 = %62) -> (tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>) {
      %73 = constant <i32: 0> : tile<i32>
      %74, %75 = load_view_tko weak %49[%53, %69, %73] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %76 = reshape %74 : tile<1x64x64xf16> -> tile<64x64xf16>
      %77 = constant <i32: 0> : tile<i32>
      %78, %79 = load_view_tko weak %50[%53, %69, %77] : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %80 = reshape %78 : tile<1x64x64xf16> -> tile<64x64xf16>
      %81 = permute %76 [1, 0] : tile<64x64xf16> -> tile<64x64xf16>
      %82 = constant <f32: 0.0> : tile<64x64xf32>
      %83 = mmaf %61, %81, %82 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      %84 = constant <f32: 0.125> : tile<64x64xf32>
      %85 = mulf %83, %84 : tile<64x64xf32>
      %86 = constant <i32: 64> : tile<i32>
      %87 = muli %69, %86 : tile<i32>
      %88 = iota : tile<64xi32>
      %89 = reshape %87 : tile<i32> -> tile<1xi32>
      %90 = broadcast %89 : tile<1xi32> -> tile<64xi32>
      %91 = addi %90, %88 : tile<64xi32>
      %92 = reshape %35 : tile<i32> -> tile<1xi32>
      %93 = broadcast %92 : tile<1xi32> -> tile<64xi32>
      %94 = cmpi less_than %91, %93, signed : tile<64xi32> -> tile<64xi1>
      %95 = reshape %94 : tile<64xi1> -> tile<1x64xi1>
      %96 = broadcast %95 : tile<1x64xi1> -> tile<64x64xi1>
      %97 = constant <f32: -1000000015047466200000000000000.0> : tile<64x64xf32>
      %98 = select %96, %85, %97 : tile<64x64xi1>, tile<64x64xf32>
      %102 = reduce %98 dim=1 identities=[-inf] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%99: tile<f32>, %100: tile<f32>):
        %101 = maxf %99, %100 : tile<f32>
        yield %101 : tile<f32>
      }
      %103 = reshape %102 : tile<64xf32> -> tile<64x1xf32>
      %104 = maxf %72, %103 : tile<64x1xf32>
      %105 = broadcast %104 : tile<64x1xf32> -> tile<64x64xf32>
      %106 = subf %98, %105 : tile<64x64xf32>
      %107 = exp %106 : tile<64x64xf32>
      %108 = subf %72, %104 : tile<64x1xf32>
      %109 = exp %108 : tile<64x1xf32>
      %110 = mulf %70, %109 : tile<64x1xf32>
      %114 = reduce %107 dim=1 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%111: tile<f32>, %112: tile<f32>):
        %113 = addf %111, %112 : tile<f32>
        yield %113 : tile<f32>
      }
      %115 = reshape %114 : tile<64xf32> -> tile<64x1xf32>
      %116 = addf %110, %115 : tile<64x1xf32>
      %117 = ftof %107 : tile<64x64xf32> -> tile<64x64xf16>
      %118 = broadcast %109 : tile<64x1xf32> -> tile<64x64xf32>
      %119 = mulf %71, %118 : tile<64x64xf32>
      %120 = mmaf %117, %80, %119 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %116, %120, %104 : tile<64x1xf32>, tile<64x64xf32>, tile<64x1xf32>
    }
    %124, %125, %126 = get_tile_block_id : tile<i32>
    %127 = broadcast %121 : tile<64x1xf32> -> tile<64x64xf32>
    %128 = divf %122, %127 : tile<64x64xf32>
    %129 = ftof %128 : tile<64x64xf32> -> tile<64x64xf16>
    %130 = reshape %129 : tile<64x64xf16> -> tile<1x64x64xf16>
    %131 = constant <i32: 0> : tile<i32>
    %132 = store_view_tko weak %130, %51[%53, %124, %131] : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel mha [scale=0.08838834764831845, BM=128, BN=64, BD=128]
cuda_tile.module @mha {
  entry @mha(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<bf16>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>, %21: tile<ptr<bf16>>, %22: tile<i32>, %23: tile<i32>, %24: tile<i32>, %25: tile<i32>, %26: tile<i32>, %27: tile<i32>) {
    %28 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %29 = assume bounded<0, ?>, %1 : tile<i32>
    %30 = assume bounded<0, ?>, %2 : tile<i32>
    %31 = assume bounded<0, ?>, %3 : tile<i32>
    %32 = make_tensor_view %28, shape = [%29, %30, %31], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %33 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %34 = assume bounded<0, ?>, %8 : tile<i32>
    %35 = assume bounded<0, ?>, %9 : tile<i32>
    %36 = assume bounded<0, ?>, %10 : tile<i32>
    %37 = make_tensor_view %33, shape = [%34, %35, %36], strides = [%11, %12, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %38 = assume div_by<16>, %14 : tile<ptr<bf16>>
    %39 = assume bounded<0, ?>, %15 : tile<i32>
    %40 = assume bounded<0, ?>, %16 : tile<i32>
    %41 = assume bounded<0, ?>, %17 : tile<i32>
    %42 = make_tensor_view %38, shape = [%39, %40, %41], strides = [%18, %19, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %43 = assume div_by<16>, %21 : tile<ptr<bf16>>
    %44 = assume bounded<0, ?>, %22 : tile<i32>
    %45 = assume bounded<0, ?>, %23 : tile<i32>
    %46 = assume bounded<0, ?>, %24 : tile<i32>
    %47 = make_tensor_view %43, shape = [%44, %45, %46], strides = [%25, %26, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %48 = make_partition_view %32 : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %49 = make_partition_view %37 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %50 = make_partition_view %42 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %51 = make_partition_view %47 : partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55, %56, %57 = get_tile_block_id : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59, %60 = load_view_tko weak %48[%53, %55, %58] : partition_view<tile=(1x128x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x128xbf16>, token
    %61 = reshape %59 : tile<1x128x128xbf16> -> tile<128x128xbf16>
    %62 = constant <f32: -1000000015047466200000000000000.0> : tile<128x1xf32>
    %63 = constant <f32: 0.0> : tile<128x1xf32>
    %64 = constant <f32: 0.0> : tile<128x128xf32>
    %65 = constant <i32: 64> : tile<i32>
    %66 = divi %35, %65 signed rounding positive_inf : tile<i32>
    %67 = constant <i32: 0> : tile<i32>
    %68 = constant <i32: 1> : tile<i32>
    %121, %122, %123 = for %69 in (%67 to %66, step %68) : tile<i32> iter_values(%70 = %63, %71 = %64, %72 = %62) -> (tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>) {
      %73 = constant <i32: 0> : tile<i32>
      %74, %75 = load_view_tko weak %49[%53, %69, %73] : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xbf16>, token
      %76 = reshape %74 : tile<1x64x128xbf16> -> tile<64x128xbf16>
      %77 = constant <i32: 0> : tile<i32>
      %78, %79 = load_view_tko weak %50[%53, %69, %77] : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xbf16>, token
      %80 = reshape %78 : tile<1x64x128xbf16> -> tile<64x128xbf16>
      %81 = permute %76 [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %82 = constant <f32: 0.0> : tile<128x64xf32>
      %83 = mmaf %61, %81, %82 : tile<128x128xbf16>, tile<128x64xbf16>, tile<128x64xf32>
      %84 = constant <f32: 0.0883883461356163> : tile<128x64xf32>
      %85 = mulf %83, %84 : tile<128x64xf32>
      %86 = constant <i32: 64> : tile<i32>
      %87 = muli %69, %86 : tile<i32>
      %88 = iota : tile<64xi32>
      %89 = reshape %87 : tile<i32> -> tile<1xi32>
      %90 = broadcast %89 : tile<1xi32> -> tile<64xi32>
      %91 = addi %90, %88 : tile<64xi32>
      %92 = reshape %35 : tile<i32> -> tile<1xi32>
      %93 = broadcast %92 : tile<1xi32> -> tile<64xi32>
      %94 = cmpi less_than %91, %93, signed : tile<64xi32> -> tile<64xi1>
      %95 = reshape %94 : tile<64xi1> -> tile<1x64xi1>
      %96 = broadcast %95 : tile<1x64xi1> -> tile<128x64xi1>
      %97 = constant <f32: -1000000015047466200000000000000.0> : tile<128x64xf32>
      %98 = select %96, %85, %97 : tile<128x64xi1>, tile<128x64xf32>
      %102 = reduce %98 dim=1 identities=[-inf] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%99: tile<f32>, %100: tile<f32>):
        %101 = maxf %99, %100 : tile<f32>
        yield %101 : tile<f32>
      }
      %103 = reshape %102 : tile<128xf32> -> tile<128x1xf32>
      %104 = maxf %72, %103 : tile<128x1xf32>
      %105 = broadcast %104 : tile<128x1xf32> -> tile<128x64xf32>
      %106 = subf %98, %105 : tile<128x64xf32>
      %107 = exp %106 : tile<128x64xf32>
      %108 = subf %72, %104 : tile<128x1xf32>
      %109 = exp %108 : tile<128x1xf32>
      %110 = mulf %70, %109 : tile<128x1xf32>
      %114 = reduce %107 dim=1 identities=[0] : tile<128x64xf32> -> tile<128xf32> {
      ^bb0(%111: tile<f32>, %112: tile<f32>):
        %113 = addf %111, %112 : tile<f32>
        yield %113 : tile<f32>
      }
      %115 = reshape %114 : tile<128xf32> -> tile<128x1xf32>
      %116 = addf %110, %115 : tile<128x1xf32>
      %117 = ftof %107 : tile<128x64xf32> -> tile<128x64xbf16>
      %118 = broadcast %109 : tile<128x1xf32> -> tile<128x128xf32>
      %119 = mulf %71, %118 : tile<128x128xf32>
      %120 = mmaf %117, %80, %119 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %116, %120, %104 : tile<128x1xf32>, tile<128x128xf32>, tile<128x1xf32>
    }
    %124, %125, %126 = get_tile_block_id : tile<i32>
    %127 = broadcast %121 : tile<128x1xf32> -> tile<128x128xf32>
    %128 = divf %122, %127 : tile<128x128xf32>
    %129 = ftof %128 : tile<128x128xf32> -> tile<128x128xbf16>
    %130 = reshape %129 : tile<128x128xbf16> -> tile<1x128x128xbf16>
    %131 = constant <i32: 0> : tile<i32>
    %132 = store_view_tko weak %130, %51[%53, %124, %131] : tile<1x128x128xbf16>, partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}
