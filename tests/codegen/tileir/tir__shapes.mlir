// kernel shape_ops [BM=8, BN=16]
cuda_tile.module @shape_ops {
  entry @shape_ops(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
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
    %24 = make_partition_view %16 : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
    %35 = reduce %30 dim=1 identities=[0] : tile<8x16xf32> -> tile<8xf32> {
    ^bb0(%32: tile<f32>, %33: tile<f32>):
      %34 = addf %32, %33 : tile<f32>
      yield %34 : tile<f32>
    }
    %36 = reshape %35 : tile<8xf32> -> tile<8x1xf32>
    %37 = broadcast %36 : tile<8x1xf32> -> tile<8x16xf32>
    %38 = subf %30, %37 : tile<8x16xf32>
    %39 = permute %38 [1, 0] : tile<8x16xf32> -> tile<16x8xf32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = constant <i32: 0> : tile<i32>
    %42 = extract %39[%40, %41] : tile<16x8xf32> -> tile<8x8xf32>
    %43 = constant <i32: 0> : tile<i32>
    %44 = constant <i32: 0> : tile<i32>
    %45 = extract %39[%43, %44] : tile<16x8xf32> -> tile<8x8xf32>
    %46 = cat %42, %45 dim = 0 : tile<8x8xf32>, tile<8x8xf32> -> tile<16x8xf32>
    %47 = permute %46 [1, 0] : tile<16x8xf32> -> tile<8x16xf32>
    %48 = reshape %47 : tile<8x16xf32> -> tile<128xf32>
    %49, %50, %51 = get_tile_block_id : tile<i32>
    %52 = reshape %48 : tile<128xf32> -> tile<8x16xf32>
    %53 = broadcast %36 : tile<8x1xf32> -> tile<8x16xf32>
    %54 = addf %52, %53 : tile<8x16xf32>
    %55 = constant <i32: 0> : tile<i32>
    %56 = store_view_tko weak %54, %25[%49, %55] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
