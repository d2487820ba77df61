// kernel softmax [BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %32 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
    %33 = mulf %30, %32 : tile<1x1024xf32>
    %37 = reduce %30 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%34: tile<f32>, %35: tile<f32>):
      %36 = maxf %34, %35 propagate_nan : tile<f32>
      yield %36 : tile<f32>
    }
    %38 = reshape %37 : tile<1xf32> -> tile<1x1xf32>
    %39 = constant <f32: 1.4426950216293335> : tile<1x1xf32>
    %40 = mulf %38, %39 : tile<1x1xf32>
    %41 = broadcast %40 : tile<1x1xf32> -> tile<1x1024xf32>
    %42 = subf %33, %41 : tile<1x1024xf32>
    %43 = exp2 %42 flush_to_zero : tile<1x1024xf32>
    %47 = reduce %43 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%44: tile<f32>, %45: tile<f32>):
      %46 = addf %44, %45 : tile<f32>
      yield %46 : tile<f32>
    }
    %48 = reshape %47 : tile<1xf32> -> tile<1x1xf32>
    %49 = constant <f32: 1.0> : tile<1x1xf32>
    %50 = divf %49, %48 : tile<1x1xf32>
    %51, %52, %53 = get_tile_block_id : tile<i32>
    %54 = broadcast %50 : tile<1x1xf32> -> tile<1x1024xf32>
    %55 = mulf %43, %54 : tile<1x1024xf32>
    %56 = constant <i32: 0> : tile<i32>
    %57 = store_view_tko weak %55, %25[%51, %56] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax [BM=4, BN=1024, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(4x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x1024xf16>, token
    %32 = ftof %30 : tile<4x1024xf16> -> tile<4x1024xf32>
    %33 = constant <f32: 1.4426950216293335> : tile<4x1024xf32>
    %34 = mulf %32, %33 : tile<4x1024xf32>
    %38 = reduce %32 dim=1 identities=[-inf] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = maxf %35, %36 propagate_nan : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<4xf32> -> tile<4x1xf32>
    %40 = constant <f32: 1.4426950216293335> : tile<4x1xf32>
    %41 = mulf %39, %40 : tile<4x1xf32>
    %42 = broadcast %41 : tile<4x1xf32> -> tile<4x1024xf32>
    %43 = subf %34, %42 : tile<4x1024xf32>
    %44 = exp2 %43 flush_to_zero : tile<4x1024xf32>
    %48 = reduce %44 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
    ^bb0(%45: tile<f32>, %46: tile<f32>):
      %47 = addf %45, %46 : tile<f32>
      yield %47 : tile<f32>
    }
    %49 = reshape %48 : tile<4xf32> -> tile<4x1xf32>
    %50 = constant <f32: 1.0> : tile<4x1xf32>
    %51 = divf %50, %49 : tile<4x1xf32>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = broadcast %51 : tile<4x1xf32> -> tile<4x1024xf32>
    %56 = mulf %44, %55 : tile<4x1024xf32>
    %57 = ftof %56 : tile<4x1024xf32> -> tile<4x1024xf16>
    %58 = constant <i32: 0> : tile<i32>
    %59 = store_view_tko weak %57, %25[%52, %58] : tile<4x1024xf16>, partition_view<tile=(4x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax [BM=2, BN=4096, OCC=4, TMA=1, STATIC=0, W=0, C=0]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(2x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(2x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(2x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<2x4096xbf16>, token
    %32 = ftof %30 : tile<2x4096xbf16> -> tile<2x4096xf32>
    %33 = constant <f32: 1.4426950216293335> : tile<2x4096xf32>
    %34 = mulf %32, %33 : tile<2x4096xf32>
    %38 = reduce %32 dim=1 identities=[-inf] : tile<2x4096xf32> -> tile<2xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = maxf %35, %36 propagate_nan : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<2xf32> -> tile<2x1xf32>
    %40 = constant <f32: 1.4426950216293335> : tile<2x1xf32>
    %41 = mulf %39, %40 : tile<2x1xf32>
    %42 = broadcast %41 : tile<2x1xf32> -> tile<2x4096xf32>
    %43 = subf %34, %42 : tile<2x4096xf32>
    %44 = exp2 %43 flush_to_zero : tile<2x4096xf32>
    %48 = reduce %44 dim=1 identities=[0] : tile<2x4096xf32> -> tile<2xf32> {
    ^bb0(%45: tile<f32>, %46: tile<f32>):
      %47 = addf %45, %46 : tile<f32>
      yield %47 : tile<f32>
    }
    %49 = reshape %48 : tile<2xf32> -> tile<2x1xf32>
    %50 = constant <f32: 1.0> : tile<2x1xf32>
    %51 = divf %50, %49 : tile<2x1xf32>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = broadcast %51 : tile<2x1xf32> -> tile<2x4096xf32>
    %56 = mulf %44, %55 : tile<2x4096xf32>
    %57 = constant <i32: 0> : tile<i32>
    %58 = store_view_tko weak %56, %25[%52, %57] : tile<2x4096xf32>, partition_view<tile=(2x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax_online [BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 1024> : tile<i32>
    %31 = divi %14, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%27, %32] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %35 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
    %36 = mulf %33, %35 : tile<1x1024xf32>
    %40 = reduce %36 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%37: tile<f32>, %38: tile<f32>):
      %39 = maxf %37, %38 propagate_nan : tile<f32>
      yield %39 : tile<f32>
    }
    %41 = reshape %40 : tile<1xf32> -> tile<1x1xf32>
    %42 = broadcast %41 : tile<1x1xf32> -> tile<1x1024xf32>
    %43 = subf %36, %42 : tile<1x1024xf32>
    %44 = exp2 %43 flush_to_zero : tile<1x1024xf32>
    %48 = reduce %44 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%45: tile<f32>, %46: tile<f32>):
      %47 = addf %45, %46 : tile<f32>
      yield %47 : tile<f32>
    }
    %49 = reshape %48 : tile<1xf32> -> tile<1x1xf32>
    %50 = constant <i32: 1> : tile<i32>
    %51 = constant <i32: 1> : tile<i32>
    %77, %78 = for %52 in (%50 to %31, step %51) : tile<i32> iter_values(%53 = %49, %54 = %41) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %55, %56 = load_view_tko weak %24[%27, %52] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %57 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
      %58 = mulf %55, %57 : tile<1x1024xf32>
      %62 = reduce %58 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%59: tile<f32>, %60: tile<f32>):
        %61 = maxf %59, %60 propagate_nan : tile<f32>
        yield %61 : tile<f32>
      }
      %63 = reshape %62 : tile<1xf32> -> tile<1x1xf32>
      %64 = maxf %54, %63 propagate_nan : tile<1x1xf32>
      %65 = subf %54, %64 : tile<1x1xf32>
      %66 = exp2 %65 flush_to_zero : tile<1x1xf32>
      %67 = mulf %53, %66 : tile<1x1xf32>
      %68 = broadcast %64 : tile<1x1xf32> -> tile<1x1024xf32>
      %69 = subf %58, %68 : tile<1x1024xf32>
      %70 = exp2 %69 flush_to_zero : tile<1x1024xf32>
      %74 = reduce %70 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%71: tile<f32>, %72: tile<f32>):
        %73 = addf %71, %72 : tile<f32>
        yield %73 : tile<f32>
      }
      %75 = reshape %74 : tile<1xf32> -> tile<1x1xf32>
      %76 = addf %67, %75 : tile<1x1xf32>
      continue %76, %64 : tile<1x1xf32>, tile<1x1xf32>
    }
    %79 = constant <f32: 1.0> : tile<1x1xf32>
    %80 = divf %79, %77 : tile<1x1xf32>
    %81 = constant <i32: 0> : tile<i32>
    %82 = constant <i32: 1> : tile<i32>
    %83 = make_token : token
    %96 = for %84 in (%81 to %31, step %82) : tile<i32> iter_values(%85 = %83) -> (token) {
      %86, %87 = load_view_tko weak %25[%27, %84] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %88 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
      %89 = mulf %86, %88 : tile<1x1024xf32>
      %90 = broadcast %78 : tile<1x1xf32> -> tile<1x1024xf32>
      %91 = subf %89, %90 : tile<1x1024xf32>
      %92 = exp2 %91 flush_to_zero : tile<1x1024xf32>
      %93 = broadcast %80 : tile<1x1xf32> -> tile<1x1024xf32>
      %94 = mulf %92, %93 : tile<1x1024xf32>
      %95 = store_view_tko weak %94, %26[%27, %84] token = %85 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %95 : token
    }
    return
  }
}

// kernel softmax_online [BM=2, BN=2048, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(2x2048), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %16 : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %26 = make_partition_view %23 : partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 2048> : tile<i32>
    %31 = divi %14, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%27, %32] : partition_view<tile=(2x2048), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
    %35 = ftof %33 : tile<2x2048xf16> -> tile<2x2048xf32>
    %36 = constant <f32: 1.4426950216293335> : tile<2x2048xf32>
    %37 = mulf %35, %36 : tile<2x2048xf32>
    %41 = reduce %37 dim=1 identities=[-inf] : tile<2x2048xf32> -> tile<2xf32> {
    ^bb0(%38: tile<f32>, %39: tile<f32>):
      %40 = maxf %38, %39 propagate_nan : tile<f32>
      yield %40 : tile<f32>
    }
    %42 = reshape %41 : tile<2xf32> -> tile<2x1xf32>
    %43 = broadcast %42 : tile<2x1xf32> -> tile<2x2048xf32>
    %44 = subf %37, %43 : tile<2x2048xf32>
    %45 = exp2 %44 flush_to_zero : tile<2x2048xf32>
    %49 = reduce %45 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
    ^bb0(%46: tile<f32>, %47: tile<f32>):
      %48 = addf %46, %47 : tile<f32>
      yield %48 : tile<f32>
    }
    %50 = reshape %49 : tile<2xf32> -> tile<2x1xf32>
    %51 = constant <i32: 1> : tile<i32>
    %52 = constant <i32: 1> : tile<i32>
    %79, %80 = for %53 in (%51 to %31, step %52) : tile<i32> iter_values(%54 = %50, %55 = %42) -> (tile<2x1xf32>, tile<2x1xf32>) {
      %56, %57 = load_view_tko weak %24[%27, %53] : partition_view<tile=(2x2048), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %58 = ftof %56 : tile<2x2048xf16> -> tile<2x2048xf32>
      %59 = constant <f32: 1.4426950216293335> : tile<2x2048xf32>
      %60 = mulf %58, %59 : tile<2x2048xf32>
      %64 = reduce %60 dim=1 identities=[-inf] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%61: tile<f32>, %62: tile<f32>):
        %63 = maxf %61, %62 propagate_nan : tile<f32>
        yield %63 : tile<f32>
      }
      %65 = reshape %64 : tile<2xf32> -> tile<2x1xf32>
      %66 = maxf %55, %65 propagate_nan : tile<2x1xf32>
      %67 = subf %55, %66 : tile<2x1xf32>
      %68 = exp2 %67 flush_to_zero : tile<2x1xf32>
      %69 = mulf %54, %68 : tile<2x1xf32>
      %70 = broadcast %66 : tile<2x1xf32> -> tile<2x2048xf32>
      %71 = subf %60, %70 : tile<2x2048xf32>
      %72 = exp2 %71 flush_to_zero : tile<2x2048xf32>
      %76 = reduce %72 dim=1 identities=[0] : tile<2x2048xf32> -> tile<2xf32> {
      ^bb0(%73: tile<f32>, %74: tile<f32>):
        %75 = addf %73, %74 : tile<f32>
        yield %75 : tile<f32>
      }
      %77 = reshape %76 : tile<2xf32> -> tile<2x1xf32>
      %78 = addf %69, %77 : tile<2x1xf32>
      continue %78, %66 : tile<2x1xf32>, tile<2x1xf32>
    }
    %81 = constant <f32: 1.0> : tile<2x1xf32>
    %82 = divf %81, %79 : tile<2x1xf32>
    %83 = constant <i32: 0> : tile<i32>
    %84 = constant <i32: 1> : tile<i32>
    %85 = make_token : token
    %100 = for %86 in (%83 to %31, step %84) : tile<i32> iter_values(%87 = %85) -> (token) {
      %88, %89 = load_view_tko weak %25[%27, %86] : partition_view<tile=(2x2048), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<2x2048xf16>, token
      %90 = ftof %88 : tile<2x2048xf16> -> tile<2x2048xf32>
      %91 = constant <f32: 1.4426950216293335> : tile<2x2048xf32>
      %92 = mulf %90, %91 : tile<2x2048xf32>
      %93 = broadcast %80 : tile<2x1xf32> -> tile<2x2048xf32>
      %94 = subf %92, %93 : tile<2x2048xf32>
      %95 = exp2 %94 flush_to_zero : tile<2x2048xf32>
      %96 = broadcast %82 : tile<2x1xf32> -> tile<2x2048xf32>
      %97 = mulf %95, %96 : tile<2x2048xf32>
      %98 = ftof %97 : tile<2x2048xf32> -> tile<2x2048xf16>
      %99 = store_view_tko weak %98, %26[%27, %86] token = %87 : tile<2x2048xf16>, partition_view<tile=(2x2048), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %99 : token
    }
    return
  }
}

// kernel softmax_online [BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 4096> : tile<i32>
    %31 = divi %14, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%27, %32] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %35 = ftof %33 : tile<1x4096xbf16> -> tile<1x4096xf32>
    %36 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
    %37 = mulf %35, %36 : tile<1x4096xf32>
    %41 = reduce %37 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%38: tile<f32>, %39: tile<f32>):
      %40 = maxf %38, %39 propagate_nan : tile<f32>
      yield %40 : tile<f32>
    }
    %42 = reshape %41 : tile<1xf32> -> tile<1x1xf32>
    %43 = broadcast %42 : tile<1x1xf32> -> tile<1x4096xf32>
    %44 = subf %37, %43 : tile<1x4096xf32>
    %45 = exp2 %44 flush_to_zero : tile<1x4096xf32>
    %49 = reduce %45 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
    ^bb0(%46: tile<f32>, %47: tile<f32>):
      %48 = addf %46, %47 : tile<f32>
      yield %48 : tile<f32>
    }
    %50 = reshape %49 : tile<1xf32> -> tile<1x1xf32>
    %51 = constant <i32: 1> : tile<i32>
    %52 = constant <i32: 1> : tile<i32>
    %79, %80 = for %53 in (%51 to %31, step %52) : tile<i32> iter_values(%54 = %50, %55 = %42) -> (tile<1x1xf32>, tile<1x1xf32>) {
      %56, %57 = load_view_tko weak %24[%27, %53] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %58 = ftof %56 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %59 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
      %60 = mulf %58, %59 : tile<1x4096xf32>
      %64 = reduce %60 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%61: tile<f32>, %62: tile<f32>):
        %63 = maxf %61, %62 propagate_nan : tile<f32>
        yield %63 : tile<f32>
      }
      %65 = reshape %64 : tile<1xf32> -> tile<1x1xf32>
      %66 = maxf %55, %65 propagate_nan : tile<1x1xf32>
      %67 = subf %55, %66 : tile<1x1xf32>
      %68 = exp2 %67 flush_to_zero : tile<1x1xf32>
      %69 = mulf %54, %68 : tile<1x1xf32>
      %70 = broadcast %66 : tile<1x1xf32> -> tile<1x4096xf32>
      %71 = subf %60, %70 : tile<1x4096xf32>
      %72 = exp2 %71 flush_to_zero : tile<1x4096xf32>
      %76 = reduce %72 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%73: tile<f32>, %74: tile<f32>):
        %75 = addf %73, %74 : tile<f32>
        yield %75 : tile<f32>
      }
      %77 = reshape %76 : tile<1xf32> -> tile<1x1xf32>
      %78 = addf %69, %77 : tile<1x1xf32>
      continue %78, %66 : tile<1x1xf32>, tile<1x1xf32>
    }
    %81 = constant <f32: 1.0> : tile<1x1xf32>
    %82 = divf %81, %79 : tile<1x1xf32>
    %83 = constant <i32: 0> : tile<i32>
    %84 = constant <i32: 1> : tile<i32>
    %85 = make_token : token
    %100 = for %86 in (%83 to %31, step %84) : tile<i32> iter_values(%87 = %85) -> (token) {
      %88, %89 = load_view_tko weak %25[%27, %86] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %90 = ftof %88 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %91 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
      %92 = mulf %90, %91 : tile<1x4096xf32>
      %93 = broadcast %80 : tile<1x1xf32> -> tile<1x4096xf32>
      %94 = subf %92, %93 : tile<1x4096xf32>
      %95 = exp2 %94 flush_to_zero : tile<1x4096xf32>
      %96 = broadcast %82 : tile<1x1xf32> -> tile<1x4096xf32>
      %97 = mulf %95, %96 : tile<1x4096xf32>
      %98 = ftof %97 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %99 = store_view_tko weak %98, %26[%27, %86] token = %87 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %99 : token
    }
    return
  }
}

// kernel softmax_online_prefetch [BM=1, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @softmax_online_prefetch {
  entry @softmax_online_prefetch(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 1024> : tile<i32>
    %31 = divi %14, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <f32: -inf> : tile<1x1xf32>
    %33 = constant <f32: 0.0> : tile<1x1xf32>
    %34 = constant <i32: 0> : tile<i32>
    %35, %36 = load_view_tko weak %24[%27, %34] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %37 = constant <i32: 0> : tile<i32>
    %38 = constant <i32: 1> : tile<i32>
    %67, %68, %69 = for %39 in (%37 to %31, step %38) : tile<i32> iter_values(%40 = %35, %41 = %33, %42 = %32) -> (tile<1x1024xf32>, tile<1x1xf32>, tile<1x1xf32>) {
      %43 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
      %44 = mulf %40, %43 : tile<1x1024xf32>
      %45 = constant <i32: 1> : tile<i32>
      %46 = addi %39, %45 : tile<i32>
      %47, %48 = load_view_tko weak %24[%27, %46] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %52 = reduce %44 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%49: tile<f32>, %50: tile<f32>):
        %51 = maxf %49, %50 propagate_nan : tile<f32>
        yield %51 : tile<f32>
      }
      %53 = reshape %52 : tile<1xf32> -> tile<1x1xf32>
      %54 = maxf %42, %53 propagate_nan : tile<1x1xf32>
      %55 = subf %42, %54 : tile<1x1xf32>
      %56 = exp2 %55 flush_to_zero : tile<1x1xf32>
      %57 = mulf %41, %56 : tile<1x1xf32>
      %58 = broadcast %54 : tile<1x1xf32> -> tile<1x1024xf32>
      %59 = subf %44, %58 : tile<1x1024xf32>
      %60 = exp2 %59 flush_to_zero : tile<1x1024xf32>
      %64 = reduce %60 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%61: tile<f32>, %62: tile<f32>):
        %63 = addf %61, %62 : tile<f32>
        yield %63 : tile<f32>
      }
      %65 = reshape %64 : tile<1xf32> -> tile<1x1xf32>
      %66 = addf %57, %65 : tile<1x1xf32>
      continue %47, %66, %54 : tile<1x1024xf32>, tile<1x1xf32>, tile<1x1xf32>
    }
    %70 = constant <f32: 1.0> : tile<1x1xf32>
    %71 = divf %70, %68 : tile<1x1xf32>
    %72 = constant <i32: 0> : tile<i32>
    %73, %74 = load_view_tko weak %25[%27, %72] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %75 = constant <i32: 0> : tile<i32>
    %76 = constant <i32: 1> : tile<i32>
    %77 = make_token : token
    %93, %94 = for %78 in (%75 to %31, step %76) : tile<i32> iter_values(%79 = %73, %80 = %77) -> (tile<1x1024xf32>, token) {
      %81 = constant <i32: 1> : tile<i32>
      %82 = addi %78, %81 : tile<i32>
      %83, %84 = load_view_tko weak %25[%27, %82] : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %85 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
      %86 = mulf %79, %85 : tile<1x1024xf32>
      %87 = broadcast %69 : tile<1x1xf32> -> tile<1x1024xf32>
      %88 = subf %86, %87 : tile<1x1024xf32>
      %89 = exp2 %88 flush_to_zero : tile<1x1024xf32>
      %90 = broadcast %71 : tile<1x1xf32> -> tile<1x1024xf32>
      %91 = mulf %89, %90 : tile<1x1024xf32>
      %92 = store_view_tko weak %91, %26[%27, %78] token = %80 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %83, %92 : tile<1x1024xf32>, token
    }
    return
  }
}

// kernel softmax_online_prefetch [BM=1, BN=4096, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @softmax_online_prefetch {
  entry @softmax_online_prefetch(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %26 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 4096> : tile<i32>
    %31 = divi %14, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <f32: -inf> : tile<1x1xf32>
    %33 = constant <f32: 0.0> : tile<1x1xf32>
    %34 = constant <i32: 0> : tile<i32>
    %35, %36 = load_view_tko weak %24[%27, %34] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %37 = constant <i32: 0> : tile<i32>
    %38 = constant <i32: 1> : tile<i32>
    %68, %69, %70 = for %39 in (%37 to %31, step %38) : tile<i32> iter_values(%40 = %35, %41 = %33, %42 = %32) -> (tile<1x4096xbf16>, tile<1x1xf32>, tile<1x1xf32>) {
      %43 = ftof %40 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %44 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
      %45 = mulf %43, %44 : tile<1x4096xf32>
      %46 = constant <i32: 1> : tile<i32>
      %47 = addi %39, %46 : tile<i32>
      %48, %49 = load_view_tko weak %24[%27, %47] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %53 = reduce %45 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%50: tile<f32>, %51: tile<f32>):
        %52 = maxf %50, %51 propagate_nan : tile<f32>
        yield %52 : tile<f32>
      }
      %54 = reshape %53 : tile<1xf32> -> tile<1x1xf32>
      %55 = maxf %42, %54 propagate_nan : tile<1x1xf32>
      %56 = subf %42, %55 : tile<1x1xf32>
      %57 = exp2 %56 flush_to_zero : tile<1x1xf32>
      %58 = mulf %41, %57 : tile<1x1xf32>
      %59 = broadcast %55 : tile<1x1xf32> -> tile<1x4096xf32>
      %60 = subf %45, %59 : tile<1x4096xf32>
      %61 = exp2 %60 flush_to_zero : tile<1x4096xf32>
      %65 = reduce %61 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%62: tile<f32>, %63: tile<f32>):
        %64 = addf %62, %63 : tile<f32>
        yield %64 : tile<f32>
      }
      %66 = reshape %65 : tile<1xf32> -> tile<1x1xf32>
      %67 = addf %58, %66 : tile<1x1xf32>
      continue %48, %67, %55 : tile<1x4096xbf16>, tile<1x1xf32>, tile<1x1xf32>
    }
    %71 = constant <f32: 1.0> : tile<1x1xf32>
    %72 = divf %71, %69 : tile<1x1xf32>
    %73 = constant <i32: 0> : tile<i32>
    %74, %75 = load_view_tko weak %25[%27, %73] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %76 = constant <i32: 0> : tile<i32>
    %77 = constant <i32: 1> : tile<i32>
    %78 = make_token : token
    %96, %97 = for %79 in (%76 to %31, step %77) : tile<i32> iter_values(%80 = %74, %81 = %78) -> (tile<1x4096xbf16>, token) {
      %82 = ftof %80 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %83 = constant <i32: 1> : tile<i32>
      %84 = addi %79, %83 : tile<i32>
      %85, %86 = load_view_tko weak %25[%27, %84] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %87 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
      %88 = mulf %82, %87 : tile<1x4096xf32>
      %89 = broadcast %70 : tile<1x1xf32> -> tile<1x4096xf32>
      %90 = subf %88, %89 : tile<1x4096xf32>
      %91 = exp2 %90 flush_to_zero : tile<1x4096xf32>
      %92 = broadcast %72 : tile<1x1xf32> -> tile<1x4096xf32>
      %93 = mulf %91, %92 : tile<1x4096xf32>
      %94 = ftof %93 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %95 = store_view_tko weak %94, %26[%27, %79] token = %81 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %85, %95 : tile<1x4096xbf16>, token
    }
    return
  }
}

// kernel softmax_persistent [BM=1, BN=1024, OCC=4, TMA=1, STATIC=0]
cuda_tile.module @softmax_persistent {
  entry @softmax_persistent(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %26 = constant <i32: 1> : tile<i32>
    %27 = divi %12, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = constant <i32: 0> : tile<i32>
    %35, %36 = load_view_tko weak %24[%31, %34] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = make_token : token
    %71, %72 = for %41 in (%37 to %27, step %28) : tile<i32> iter_values(%42 = %35, %43 = %40) -> (tile<1x1024xf32>, token) {
      %44 = addi %41, %28 : tile<i32>
      %45 = constant <i32: 0> : tile<i32>
      %46, %47 = load_view_tko weak %24[%44, %45] : partition_view<tile=(1x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x1024xf32>, token
      %48 = constant <f32: 1.4426950216293335> : tile<1x1024xf32>
      %49 = mulf %42, %48 : tile<1x1024xf32>
      %53 = reduce %42 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%50: tile<f32>, %51: tile<f32>):
        %52 = maxf %50, %51 propagate_nan : tile<f32>
        yield %52 : tile<f32>
      }
      %54 = reshape %53 : tile<1xf32> -> tile<1x1xf32>
      %55 = constant <f32: 1.4426950216293335> : tile<1x1xf32>
      %56 = mulf %54, %55 : tile<1x1xf32>
      %57 = broadcast %56 : tile<1x1xf32> -> tile<1x1024xf32>
      %58 = subf %49, %57 : tile<1x1024xf32>
      %59 = exp2 %58 flush_to_zero : tile<1x1024xf32>
      %63 = reduce %59 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
      ^bb0(%60: tile<f32>, %61: tile<f32>):
        %62 = addf %60, %61 : tile<f32>
        yield %62 : tile<f32>
      }
      %64 = reshape %63 : tile<1xf32> -> tile<1x1xf32>
      %65 = constant <f32: 1.0> : tile<1x1xf32>
      %66 = divf %65, %64 : tile<1x1xf32>
      %67 = broadcast %66 : tile<1x1xf32> -> tile<1x1024xf32>
      %68 = mulf %59, %67 : tile<1x1024xf32>
      %69 = constant <i32: 0> : tile<i32>
      %70 = store_view_tko weak %68, %25[%41, %69] token = %43 : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %46, %70 : tile<1x1024xf32>, token
    }
    return
  }
}

// kernel softmax_persistent [BM=4, BN=1024, OCC=4, TMA=1, STATIC=0]
cuda_tile.module @softmax_persistent {
  entry @softmax_persistent(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(4x1024), tensor_view<?x?xf16, strides=[?,1]>>
    %26 = constant <i32: 4> : tile<i32>
    %27 = divi %12, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = constant <i32: 0> : tile<i32>
    %35, %36 = load_view_tko weak %24[%31, %34] : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x1024xf16>, token
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = make_token : token
    %73, %74 = for %41 in (%37 to %27, step %28) : tile<i32> iter_values(%42 = %35, %43 = %40) -> (tile<4x1024xf16>, token) {
      %44 = addi %41, %28 : tile<i32>
      %45 = constant <i32: 0> : tile<i32>
      %46, %47 = load_view_tko weak %24[%44, %45] : partition_view<tile=(4x1024), padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x1024xf16>, token
      %48 = ftof %42 : tile<4x1024xf16> -> tile<4x1024xf32>
      %49 = constant <f32: 1.4426950216293335> : tile<4x1024xf32>
      %50 = mulf %48, %49 : tile<4x1024xf32>
      %54 = reduce %48 dim=1 identities=[-inf] : tile<4x1024xf32> -> tile<4xf32> {
      ^bb0(%51: tile<f32>, %52: tile<f32>):
        %53 = maxf %51, %52 propagate_nan : tile<f32>
        yield %53 : tile<f32>
      }
      %55 = reshape %54 : tile<4xf32> -> tile<4x1xf32>
      %56 = constant <f32: 1.4426950216293335> : tile<4x1xf32>
      %57 = mulf %55, %56 : tile<4x1xf32>
      %58 = broadcast %57 : tile<4x1xf32> -> tile<4x1024xf32>
      %59 = subf %50, %58 : tile<4x1024xf32>
      %60 = exp2 %59 flush_to_zero : tile<4x1024xf32>
      %64 = reduce %60 dim=1 identities=[0] : tile<4x1024xf32> -> tile<4xf32> {
      ^bb0(%61: tile<f32>, %62: tile<f32>):
        %63 = addf %61, %62 : tile<f32>
        yield %63 : tile<f32>
      }
      %65 = reshape %64 : tile<4xf32> -> tile<4x1xf32>
      %66 = constant <f32: 1.0> : tile<4x1xf32>
      %67 = divf %66, %65 : tile<4x1xf32>
      %68 = broadcast %67 : tile<4x1xf32> -> tile<4x1024xf32>
      %69 = mulf %60, %68 : tile<4x1024xf32>
      %70 = ftof %69 : tile<4x1024xf32> -> tile<4x1024xf16>
      %71 = constant <i32: 0> : tile<i32>
      %72 = store_view_tko weak %70, %25[%41, %71] token = %43 : tile<4x1024xf16>, partition_view<tile=(4x1024), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %46, %72 : tile<4x1024xf16>, token
    }
    return
  }
}

// kernel softmax_persistent [BM=1, BN=4096, OCC=4, TMA=1, STATIC=0]
cuda_tile.module @softmax_persistent {
  entry @softmax_persistent(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>
    %26 = constant <i32: 1> : tile<i32>
    %27 = divi %12, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = constant <i32: 0> : tile<i32>
    %35, %36 = load_view_tko weak %24[%31, %34] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = make_token : token
    %73, %74 = for %41 in (%37 to %27, step %28) : tile<i32> iter_values(%42 = %35, %43 = %40) -> (tile<1x4096xbf16>, token) {
      %44 = addi %41, %28 : tile<i32>
      %45 = constant <i32: 0> : tile<i32>
      %46, %47 = load_view_tko weak %24[%44, %45] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x4096xbf16>, token
      %48 = ftof %42 : tile<1x4096xbf16> -> tile<1x4096xf32>
      %49 = constant <f32: 1.4426950216293335> : tile<1x4096xf32>
      %50 = mulf %48, %49 : tile<1x4096xf32>
      %54 = reduce %48 dim=1 identities=[-inf] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%51: tile<f32>, %52: tile<f32>):
        %53 = maxf %51, %52 propagate_nan : tile<f32>
        yield %53 : tile<f32>
      }
      %55 = reshape %54 : tile<1xf32> -> tile<1x1xf32>
      %56 = constant <f32: 1.4426950216293335> : tile<1x1xf32>
      %57 = mulf %55, %56 : tile<1x1xf32>
      %58 = broadcast %57 : tile<1x1xf32> -> tile<1x4096xf32>
      %59 = subf %50, %58 : tile<1x4096xf32>
      %60 = exp2 %59 flush_to_zero : tile<1x4096xf32>
      %64 = reduce %60 dim=1 identities=[0] : tile<1x4096xf32> -> tile<1xf32> {
      ^bb0(%61: tile<f32>, %62: tile<f32>):
        %63 = addf %61, %62 : tile<f32>
        yield %63 : tile<f32>
      }
      %65 = reshape %64 : tile<1xf32> -> tile<1x1xf32>
      %66 = constant <f32: 1.0> : tile<1x1xf32>
      %67 = divf %66, %65 : tile<1x1xf32>
      %68 = broadcast %67 : tile<1x1xf32> -> tile<1x4096xf32>
      %69 = mulf %60, %68 : tile<1x4096xf32>
      %70 = ftof %69 : tile<1x4096xf32> -> tile<1x4096xbf16>
      %71 = constant <i32: 0> : tile<i32>
      %72 = store_view_tko weak %70, %25[%41, %71] token = %43 : tile<1x4096xbf16>, partition_view<tile=(1x4096), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %46, %72 : tile<1x4096xbf16>, token
    }
    return
  }
}
