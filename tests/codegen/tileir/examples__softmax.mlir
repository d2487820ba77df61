// kernel softmax [BM=16, BN=1024]
cuda_tile.module @softmax {
  entry @softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume bounded<0, ?>, %2 : tile<i32>
    %14 = make_tensor_view %10, shape = [%12, %13], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume div_by<8>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume bounded<0, ?>, %7 : tile<i32>
    %19 = make_tensor_view %15, shape = [%17, %18], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = make_partition_view %14 : partition_view<tile=(16x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25 = constant <i32: 0> : tile<i32>
    %26, %27 = load_view_tko weak %20[%22, %25] : partition_view<tile=(16x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x1024xf32>, token
    %31 = reduce %26 dim=1 identities=[-inf] : tile<16x1024xf32> -> tile<16xf32> {
    ^bb0(%28: tile<f32>, %29: tile<f32>):
      %30 = maxf %28, %29 propagate_nan : tile<f32>
      yield %30 : tile<f32>
    }
    %32 = reshape %31 : tile<16xf32> -> tile<16x1xf32>
    %33 = broadcast %32 : tile<16x1xf32> -> tile<16x1024xf32>
    %34 = subf %26, %33 : tile<16x1024xf32>
    %35 = exp %34 : tile<16x1024xf32>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %42 = reduce %35 dim=1 identities=[0] : tile<16x1024xf32> -> tile<16xf32> {
    ^bb0(%39: tile<f32>, %40: tile<f32>):
      %41 = addf %39, %40 : tile<f32>
      yield %41 : tile<f32>
    }
    %43 = reshape %42 : tile<16xf32> -> tile<16x1xf32>
    %44 = broadcast %43 : tile<16x1xf32> -> tile<16x1024xf32>
    %45 = divf %35, %44 : tile<16x1024xf32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = store_view_tko weak %45, %21[%36, %46] : tile<16x1024xf32>, partition_view<tile=(16x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel softmax_online [BM=2, BN=1024, OCC=4, TMA=1, STATIC=0, W=0]
cuda_tile.module @softmax_online {
  entry @softmax_online(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<8>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<8>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(2x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %16 : partition_view<tile=(2x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %26 = make_partition_view %23 : partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 1024> : tile<i32>
    %31 = divi %14, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <i32: 0> : tile<i32>
    %33, %34 = load_view_tko weak %24[%27, %32] : partition_view<tile=(2x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<2x1024xf32>, token
    %35 = constant <f32: 1.4426950216293335> : tile<2x1024xf32>
    %36 = mulf %33, %35 : tile<2x1024xf32>
    %40 = reduce %36 dim=1 identities=[-inf] : tile<2x1024xf32> -> tile<2xf32> {
    ^bb0(%37: tile<f32>, %38: tile<f32>):
      %39 = maxf %37, %38 propagate_nan : tile<f32>
      yield %39 : tile<f32>
    }
    %41 = reshape %40 : tile<2xf32> -> tile<2x1xf32>
    %42 = broadcast %41 : tile<2x1xf32> -> tile<2x1024xf32>
    %43 = subf %36, %42 : tile<2x1024xf32>
    %44 = exp2 %43 flush_to_zero : tile<2x1024xf32>
    %48 = reduce %44 dim=1 identities=[0] : tile<2x1024xf32> -> tile<2xf32> {
    ^bb0(%45: tile<f32>, %46: tile<f32>):
      %47 = addf %45, %46 : tile<f32>
      yield %47 : tile<f32>
    }
    %49 = reshape %48 : tile<2xf32> -> tile<2x1xf32>
    %50 = constant <i32: 1> : tile<i32>
    %51 = constant <i32: 1> : tile<i32>
    %77, %78 = for %52 in (%50 to %31, step %51) : tile<i32> iter_values(%53 = %49, %54 = %41) -> (tile<2x1xf32>, tile<2x1xf32>) {
      %55, %56 = load_view_tko weak %24[%27, %52] : partition_view<tile=(2x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<2x1024xf32>, token
      %57 = constant <f32: 1.4426950216293335> : tile<2x1024xf32>
      %58 = mulf %55, %57 : tile<2x1024xf32>
      %62 = reduce %58 dim=1 identities=[-inf] : tile<2x1024xf32> -> tile<2xf32> {
      ^bb0(%59: tile<f32>, %60: tile<f32>):
        %61 = maxf %59, %60 propagate_nan : tile<f32>
        yield %61 : tile<f32>
      }
      %63 = reshape %62 : tile<2xf32> -> tile<2x1xf32>
      %64 = maxf %54, %63 propagate_nan : tile<2x1xf32>
      %65 = subf %54, %64 : tile<2x1xf32>
      %66 = exp2 %65 flush_to_zero : tile<2x1xf32>
      %67 = mulf %53, %66 : tile<2x1xf32>
      %68 = broadcast %64 : tile<2x1xf32> -> tile<2x1024xf32>
      %69 = subf %58, %68 : tile<2x1024xf32>
      %70 = exp2 %69 flush_to_zero : tile<2x1024xf32>
      %74 = reduce %70 dim=1 identities=[0] : tile<2x1024xf32> -> tile<2xf32> {
      ^bb0(%71: tile<f32>, %72: tile<f32>):
        %73 = addf %71, %72 : tile<f32>
        yield %73 : tile<f32>
      }
      %75 = reshape %74 : tile<2xf32> -> tile<2x1xf32>
      %76 = addf %67, %75 : tile<2x1xf32>
      continue %76, %64 : tile<2x1xf32>, tile<2x1xf32>
    }
    %79 = constant <f32: 1.0> : tile<2x1xf32>
    %80 = divf %79, %77 : tile<2x1xf32>
    %81 = constant <i32: 0> : tile<i32>
    %82 = constant <i32: 1> : tile<i32>
    %83 = make_token : token
    %96 = for %84 in (%81 to %31, step %82) : tile<i32> iter_values(%85 = %83) -> (token) {
      %86, %87 = load_view_tko weak %25[%27, %84] : partition_view<tile=(2x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<2x1024xf32>, token
      %88 = constant <f32: 1.4426950216293335> : tile<2x1024xf32>
      %89 = mulf %86, %88 : tile<2x1024xf32>
      %90 = broadcast %78 : tile<2x1xf32> -> tile<2x1024xf32>
      %91 = subf %89, %90 : tile<2x1024xf32>
      %92 = exp2 %91 flush_to_zero : tile<2x1024xf32>
      %93 = broadcast %80 : tile<2x1xf32> -> tile<2x1024xf32>
      %94 = mulf %92, %93 : tile<2x1024xf32>
      %95 = store_view_tko weak %94, %26[%27, %84] token = %85 : tile<2x1024xf32>, partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %95 : token
    }
    return
  }
}
