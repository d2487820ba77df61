// kernel softmax [BM=1, BN=1024]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = constant <i32: 0> : tile<i32>
    %24, %25 = load_view_tko weak %18[%20, %23] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %29 = reduce %24 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%26: tile<f32>, %27: tile<f32>):
      %28 = maxf %26, %27 : tile<f32>
      yield %28 : tile<f32>
    }
    %30 = reshape %29 : tile<1xf32> -> tile<1x1xf32>
    %31 = broadcast %30 : tile<1x1xf32> -> tile<1x1024xf32>
    %32 = subf %24, %31 : tile<1x1024xf32>
    %33 = exp %32 : tile<1x1024xf32>
    %37 = reduce %33 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%34: tile<f32>, %35: tile<f32>):
      %36 = addf %34, %35 : tile<f32>
      yield %36 : tile<f32>
    }
    %38 = reshape %37 : tile<1xf32> -> tile<1x1xf32>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = broadcast %38 : tile<1x1xf32> -> tile<1x1024xf32>
    %43 = divf %33, %42 : tile<1x1024xf32>
    %44 = constant <i32: 0> : tile<i32>
    %45 = store_view_tko weak %43, %19[%39, %44] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax [BM=4, BN=1024]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(4x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = constant <i32: 0> : tile<i32>
    %24, %25 = load_view_tko weak %18[%20, %23] : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x1024xf16>, token
    %26 = ftof %24 : tile<4x1024xf16> -> tile<4x1024xf32>
    %30 = reduce %26 dim=1 identities=[-inf] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%27: tile<f32>, %28: tile<f32>):
      %29 = maxf %27, %28 : tile<f32>
      yield %29 : tile<f32>
    }
    %31 = reshape %30 : tile<4xf32> -> tile<4x1xf32>
    %32 = broadcast %31 : tile<4x1xf32> -> tile<4x1024xf32>
    %33 = subf %26, %32 : tile<4x1024xf32>
    %34 = exp %33 : tile<4x1024xf32>
    %38 = reduce %34 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = addf %35, %36 : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<4xf32> -> tile<4x1xf32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = broadcast %39 : tile<4x1xf32> -> tile<4x1024xf32>
    %44 = divf %34, %43 : tile<4x1024xf32>
    %45 = ftof %44 : tile<4x1024xf32> -> tile<4x1024xf16>
    %46 = constant <i32: 0> : tile<i32>
    %47 = store_view_tko weak %45, %19[%40, %46] : tile<4x1024xf16>, partition_view<tile=(4x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax [BM=2, BN=4096]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(2x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(2x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = constant <i32: 0> : tile<i32>
    %24, %25 = load_view_tko weak %18[%20, %23] : partition_view<tile=(2x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<2x4096xbf16>, token
    %26 = ftof %24 : tile<2x4096xbf16> -> tile<2x4096xf32>
    %30 = reduce %26 dim=1 identities=[-inf] : tile<2x4096xf32> -> tile<2xf32> {
    ^bb0(%27: tile<f32>, %28: tile<f32>):
      %29 = maxf %27, %28 : tile<f32>
      yield %29 : tile<f32>
    }
    %31 = reshape %30 : tile<2xf32> -> tile<2x1xf32>
    %32 = broadcast %31 : tile<2x1xf32> -> tile<2x4096xf32>
    %33 = subf %26, %32 : tile<2x4096xf32>
    %34 = exp %33 : tile<2x4096xf32>
    %38 = reduce %34 dim=1 identities=[0] : tile<2x4096xf32> -> tile<2xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = addf %35, %36 : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<2xf32> -> tile<2x1xf32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43 = broadcast %39 : tile<2x1xf32> -> tile<2x4096xf32>
    %44 = divf %34, %43 : tile<2x4096xf32>
    %45 = constant <i32: 0> : tile<i32>
    %46 = store_view_tko weak %44, %19[%40, %45] : tile<2x4096xf32>, partition_view<tile=(2x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax_online [BM=1, BN=1024]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %19 = make_partition_view %13 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %17 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 1024> : tile<i32>
    %25 = divi %12, %24 signed rounding positive_inf : tile<i32>
    %26 = constant <i32: 0> : tile<i32>
    %27, %28 = load_view_tko weak %18[%21, %26] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %32 = reduce %27 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%29: tile<f32>, %30: tile<f32>):
      %31 = maxf %29, %30 : tile<f32>
      yield %31 : tile<f32>
    }
    %33 = reshape %32 : tile<1xf32> -> tile<1x1xf32>
    %34 = broadcast %33 : tile<1x1xf32> -> tile<1x1024xf32>
    %35 = subf %27, %34 : tile<1x1024xf32>
    %36 = exp %35 : tile<1x1024xf32>
    %40 = reduce %36 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%37: tile<f32>, %38: tile<f32>):
      %39 = addf %37, %38 : tile<f32>
      yield %39 : tile<f32>
    }
    %41 = reshape %40 : tile<1xf32> -> tile<1x1xf32>
    %42 = constant <i32: 1> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %67, %68 = for %44 in (%42 to %25, step %43) : tile<i32> iter_values(%45 = %41, %46 = %33) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %47, %48 = load_view_tko weak %18[%21, %44] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %52 = reduce %47 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%49: tile<f32>, %50: tile<f32>):
        %51 = maxf %49, %50 : tile<f32>
        yield %51 : tile<f32>
      }
      %53 = reshape %52 : tile<1xf32> -> tile<1x1xf32>
      %54 = maxf %46, %53 : tile<1x1xf32>
      %55 = subf %46, %54 : tile<1x1xf32>
      %56 = exp %55 : tile<1x1xf32>
      %57 = mulf %45, %56 : tile<1x1xf32>
      %58 = broadcast %54 : tile<1x1xf32> -> tile<1x1024xf32>
      %59 = subf %47, %58 : tile<1x1024xf32>
      %60 = exp %59 : tile<1x1024xf32>
      %64 = reduce %60 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%61: tile<f32>, %62: tile<f32>):
        %63 = addf %61, %62 : tile<f32>
        yield %63 : tile<f32>
      }
      %65 = reshape %64 : tile<1xf32> -> tile<1x1xf32>
      %66 = addf %57, %65 : tile<1x1xf32>
      continue %66, %54 : tile<1x1xf32>, tile<1x1xf32>
    }
    %69 = constant <i32: 0> : tile<i32>
    %70 = constant <i32: 1> : tile<i32>
    %71 = make_token : token
    %82 = for %72 in (%69 to %25, step %70) : tile<i32> iter_values(%73 = %71) -> (token) {
      %74, %75 = load_view_tko weak %19[%21, %72] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %76 = broadcast %68 : tile<1x1xf32> -> tile<1x1024xf32>
      %77 = subf %74, %76 : tile<1x1024xf32>
      %78 = exp %77 : tile<1x1024xf32>
      %79 = broadcast %67 : tile<1x1xf32> -> tile<1x1024xf32>
      %80 = divf %78, %79 : tile<1x1024xf32>
      %81 = store_view_tko weak %80, %20[%21, %72] token = %73 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %81 : token
    }
    return
  }
}

// kernel softmax_online [BM=2, BN=2048]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(2x2048), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %19 = make_partition_view %13 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %17 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 2048> : tile<i32>
    %25 = divi %12, %24 signed rounding positive_inf : tile<i32>
    %26 = constant <i32: 0> : tile<i32>
    %27, %28 = load_view_tko weak %18[%21, %26] : partition_view<tile=(2x2048), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
    %29 = ftof %27 : tile<2x2048xf16> -> tile<2x2048xf32>
    %33 = reduce %29 dim=1 identities=[-inf] : tile<2x2048xf32> -> tile<2xf32> {
    ^bb0(%30: tile<f32>, %31: tile<f32>):
      %32 = maxf %30, %31 : tile<f32>
      yield %32 : tile<f32>
    }
    %34 = reshape %33 : tile<2xf32> -> tile<2x1xf32>
    %35 = broadcast %34 : tile<2x1xf32> -> tile<2x2048xf32>
    %36 = subf %29, %35 : tile<2x2048xf32>
    %37 = exp %36 : tile<2x2048xf32>
    %41 = reduce %37 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
    ^bb0(%38: tile<f32>, %39: tile<f32>):
      %40 = addf %38, %39 : tile<f32>
      yield %40 : tile<f32>
    }
    %42 = reshape %41 : tile<2xf32> -> tile<2x1xf32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = constant <i32: 1> : tile<i32>
    %69, %70 = for %45 in (%43 to %25, step %44) : tile<i32> iter_values(%46 = %42, %47 = %34) -> (tile<2x1xf32>, tile<2x1xf32>) {
      %48, %49 = load_view_tko weak %18[%21, %45] : partition_view<tile=(2x2048), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %50 = ftof %48 : tile<2x2048xf16> -> tile<2x2048xf32>
      %54 = reduce %50 dim=1 identities=[-inf] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%51: tile<f32>, %52: tile<f32>):
        %53 = maxf %51, %52 : tile<f32>
        yield %53 : tile<f32>
      }
      %55 = reshape %54 : tile<2xf32> -> tile<2x1xf32>
      %56 = maxf %47, %55 : tile<2x1xf32>
      %57 = subf %47, %56 : tile<2x1xf32>
      %58 = exp %57 : tile<2x1xf32>
      %59 = mulf %46, %58 : tile<2x1xf32>
      %60 = broadcast %56 : tile<2x1xf32> -> tile<2x2048xf32>
      %61 = subf %50, %60 : tile<2x2048xf32>
      %62 = exp %61 : tile<2x2048xf32>
      %66 = reduce %62 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%63: tile<f32>, %64: tile<f32>):
        %65 = addf %63, %64 : tile<f32>
        yield %65 : tile<f32>
      }
      %67 = reshape %66 : tile<2xf32> -> tile<2x1xf32>
      %68 = addf %59, %67 : tile<2x1xf32>
      continue %68, %56 : tile<2x1xf32>, tile<2x1xf32>
    }
    %71 = constant <i32: 0> : tile<i32>
    %72 = constant <i32: 1> : tile<i32>
    %73 = make_token : token
    %86 = for %74 in (%71 to %25, step %72) : tile<i32> iter_values(%75 = %73) -> (token) {
      %76, %77 = load_view_tko weak %19[%21, %74] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %78 = ftof %76 : tile<2x2048xf16> -> tile<2x2048xf32>
      %79 = broadcast %70 : tile<2x1xf32> -> tile<2x2048xf32>
      %80 = subf %78, %79 : tile<2x2048xf32>
      %81 = exp %80 : tile<2x2048xf32>
      %82 = broadcast %69 : tile<2x1xf32> -> tile<2x2048xf32>
      %83 = divf %81, %82 : tile<2x2048xf32>
      %84 = ftof %83 : tile<2x2048xf32> -> tile<2x2048xf16>
      %85 = store_view_tko weak %84, %20[%21, %74] token = %75 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %85 : token
    }
    return
  }
}

// kernel softmax_online [BM=1, BN=4096]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %19 = make_partition_view %13 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %20 = make_partition_view %17 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 4096> : tile<i32>
    %25 = divi %12, %24 signed rounding positive_inf : tile<i32>
    %26 = constant <i32: 0> : tile<i32>
    %27, %28 = load_view_tko weak %18[%21, %26] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %29 = ftof %27 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %33 = reduce %29 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%30: tile<f32>, %31: tile<f32>):
      %32 = maxf %30, %31 : tile<f32>
      yield %32 : tile<f32>
    }
    %34 = reshape %33 : tile<1xf32> -> tile<1x1xf32>
    %35 = broadcast %34 : tile<1x1xf32> -> tile<1x4096xf32>
    %36 = subf %29, %35 : tile<1x4096xf32>
    %37 = exp %36 : tile<1x4096xf32>
    %41 = reduce %37 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%38: tile<f32>, %39: tile<f32>):
      %40 = addf %38, %39 : tile<f32>
      yield %40 : tile<f32>
    }
    %42 = reshape %41 : tile<1xf32> -> tile<1x1xf32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = constant <i32: 1> : tile<i32>
    %69, %70 = for %45 in (%43 to %25, step %44) : tile<i32> iter_values(%46 = %42, %47 = %34) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %48, %49 = load_view_tko weak %18[%21, %45] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %50 = ftof %48 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %54 = reduce %50 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%51: tile<f32>, %52: tile<f32>):
        %53 = maxf %51, %52 : tile<f32>
        yield %53 : tile<f32>
      }
      %55 = reshape %54 : tile<1xf32> -> tile<1x1xf32>
      %56 = maxf %47, %55 : tile<1x1xf32>
      %57 = subf %47, %56 : tile<1x1xf32>
      %58 = exp %57 : tile<1x1xf32>
      %59 = mulf %46, %58 : tile<1x1xf32>
      %60 = broadcast %56 : tile<1x1xf32> -> tile<1x4096xf32>
      %61 = subf %50, %60 : tile<1x4096xf32>
      %62 = exp %61 : tile<1x4096xf32>
      %66 = reduce %62 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%63: tile<f32>, %64: tile<f32>):
        %65 = addf %63, %64 : tile<f32>
        yield %65 : tile<f32>
      }
      %67 = reshape %66 : tile<1xf32> -> tile<1x1xf32>
      %68 = addf %59, %67 : tile<1x1xf32>
      continue %68, %56 : tile<1x1xf32>, tile<1x1xf32>
    }
    %71 = constant <i32: 0> : tile<i32>
    %72 = constant <i32: 1> : tile<i32>
    %73 = make_token : token
    %86 = for %74 in (%71 to %25, step %72) : tile<i32> iter_values(%75 = %73) -> (token) {
      %76, %77 = load_view_tko weak %19[%21, %74] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %78 = ftof %76 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %79 = broadcast %70 : tile<1x1xf32> -> tile<1x4096xf32>
      %80 = subf %78, %79 : tile<1x4096xf32>
      %81 = exp %80 : tile<1x4096xf32>
      %82 = broadcast %69 : tile<1x1xf32> -> tile<1x4096xf32>
      %83 = divf %81, %82 : tile<1x4096xf32>
      %84 = ftof %83 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %85 = store_view_tko weak %84, %20[%21, %74] token = %75 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %85 : token
    }
    return
  }
}
