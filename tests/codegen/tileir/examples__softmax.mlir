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

// kernel softmax_online [BM=2, BN=1024, OCC=4]
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
    %38 = reduce %33 dim=1 identities=[-inf] : tile<2x1024xf32> -> tile<2xf32> {
    ^bb0(%35: tile<f32>, %36: tile<f32>):
      %37 = maxf %35, %36 propagate_nan : tile<f32>
      yield %37 : tile<f32>
    }
    %39 = reshape %38 : tile<2xf32> -> tile<2x1xf32>
    %40 = broadcast %39 : tile<2x1xf32> -> tile<2x1024xf32>
    %41 = subf %33, %40 : tile<2x1024xf32>
    %42 = exp %41 : tile<2x1024xf32>
    %46 = reduce %42 dim=1 identities=[0] : tile<2x1024xf32> -> tile<2xf32> {
    ^bb0(%43: tile<f32>, %44: tile<f32>):
      %45 = addf %43, %44 : tile<f32>
      yield %45 : tile<f32>
    }
    %47 = reshape %46 : tile<2xf32> -> tile<2x1xf32>
    %48 = constant <i32: 1> : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %73, %74 = for %50 in (%48 to %31, step %49) : tile<i32> iter_values(%51 = %47, %52 = %39) -> (tile<2x1xf32>, tile<2x1xf32>) {
      %53, %54 = load_view_tko weak %24[%27, %50] : partition_view<tile=(2x1024), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<2x1024xf32>, token
      %58 = reduce %53 dim=1 identities=[-inf] : tile<2x1024xf32> -> tile<2xf32> {
      ^bb0(%55: tile<f32>, %56: tile<f32>):
        %57 = maxf %55, %56 propagate_nan : tile<f32>
        yield %57 : tile<f32>
      }
      %59 = reshape %58 : tile<2xf32> -> tile<2x1xf32>
      %60 = maxf %52, %59 propagate_nan : tile<2x1xf32>
      %61 = subf %52, %60 : tile<2x1xf32>
      %62 = exp %61 : tile<2x1xf32>
      %63 = mulf %51, %62 : tile<2x1xf32>
      %64 = broadcast %60 : tile<2x1xf32> -> tile<2x1024xf32>
      %65 = subf %53, %64 : tile<2x1024xf32>
      %66 = exp %65 : tile<2x1024xf32>
      %70 = reduce %66 dim=1 identities=[0] : tile<2x1024xf32> -> tile<2xf32> {
      ^bb0(%67: tile<f32>, %68: tile<f32>):
        %69 = addf %67, %68 : tile<f32>
        yield %69 : tile<f32>
      }
      %71 = reshape %70 : tile<2xf32> -> tile<2x1xf32>
      %72 = addf %63, %71 : tile<2x1xf32>
      continue %72, %60 : tile<2x1xf32>, tile<2x1xf32>
    }
    %75 = constant <f32: 1.0> : tile<2x1xf32>
    %76 = divf %75, %73 : tile<2x1xf32>
    %77 = constant <i32: 0> : tile<i32>
    %78 = constant <i32: 1> : tile<i32>
    %79 = make_token : token
    %90 = for %80 in (%77 to %31, step %78) : tile<i32> iter_values(%81 = %79) -> (token) {
      %82, %83 = load_view_tko weak %25[%27, %80] : partition_view<tile=(2x1024), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<2x1024xf32>, token
      %84 = broadcast %74 : tile<2x1xf32> -> tile<2x1024xf32>
      %85 = subf %82, %84 : tile<2x1024xf32>
      %86 = exp %85 : tile<2x1024xf32>
      %87 = broadcast %76 : tile<2x1xf32> -> tile<2x1024xf32>
      %88 = mulf %86, %87 : tile<2x1024xf32>
      %89 = store_view_tko weak %88, %26[%27, %80] token = %81 : tile<2x1024xf32>, partition_view<tile=(2x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %89 : token
    }
    return
  }
}
