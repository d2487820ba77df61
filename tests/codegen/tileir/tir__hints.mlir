// kernel row_softmax [BN=1024, OCC=4]
cuda_tile.module @row_softmax {
  entry @row_softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 4}> {
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
    %35 = reduce %30 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%32: tile<f32>, %33: tile<f32>):
      %34 = maxf %32, %33 propagate_nan : tile<f32>
      yield %34 : tile<f32>
    }
    %36 = reshape %35 : tile<1xf32> -> tile<1x1xf32>
    %37 = broadcast %36 : tile<1x1xf32> -> tile<1x1024xf32>
    %38 = subf %30, %37 : tile<1x1024xf32>
    %39 = exp %38 : tile<1x1024xf32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %46 = reduce %39 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%43: tile<f32>, %44: tile<f32>):
      %45 = addf %43, %44 : tile<f32>
      yield %45 : tile<f32>
    }
    %47 = reshape %46 : tile<1xf32> -> tile<1x1xf32>
    %48 = broadcast %47 : tile<1x1xf32> -> tile<1x1024xf32>
    %49 = divf %39, %48 : tile<1x1024xf32>
    %50 = constant <i32: 0> : tile<i32>
    %51 = store_view_tko weak %49, %25[%40, %50] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_softmax [BN=1024, OCC=1]
cuda_tile.module @row_softmax {
  entry @row_softmax(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 1}> {
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
    %35 = reduce %30 dim=1 identities=[-inf] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%32: tile<f32>, %33: tile<f32>):
      %34 = maxf %32, %33 propagate_nan : tile<f32>
      yield %34 : tile<f32>
    }
    %36 = reshape %35 : tile<1xf32> -> tile<1x1xf32>
    %37 = broadcast %36 : tile<1x1xf32> -> tile<1x1024xf32>
    %38 = subf %30, %37 : tile<1x1024xf32>
    %39 = exp %38 : tile<1x1024xf32>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %46 = reduce %39 dim=1 identities=[0] : tile<1x1024xf32> -> tile<1xf32> {
    ^bb0(%43: tile<f32>, %44: tile<f32>):
      %45 = addf %43, %44 : tile<f32>
      yield %45 : tile<f32>
    }
    %47 = reshape %46 : tile<1xf32> -> tile<1x1xf32>
    %48 = broadcast %47 : tile<1x1xf32> -> tile<1x1024xf32>
    %49 = divf %39, %48 : tile<1x1024xf32>
    %50 = constant <i32: 0> : tile<i32>
    %51 = store_view_tko weak %49, %25[%40, %50] : tile<1x1024xf32>, partition_view<tile=(1x1024), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel row_scale [BN=512]
cuda_tile.module @row_scale {
  entry @row_scale(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 8}> {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(1x512), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x512xf32>, token
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35 = constant <f32: 2.0> : tile<1x512xf32>
    %36 = mulf %30, %35 : tile<1x512xf32>
    %37 = constant <i32: 0> : tile<i32>
    %38 = store_view_tko weak %36, %25[%32, %37] : tile<1x512xf32>, partition_view<tile=(1x512), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
