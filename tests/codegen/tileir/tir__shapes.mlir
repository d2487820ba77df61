// kernel shape_ops [BM=8, BN=16]
cuda_tile.module @shape_ops {
  entry @shape_ops(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = make_partition_view %13 : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %19 = make_partition_view %17 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = constant <i32: 0> : tile<i32>
    %24, %25 = load_view_tko weak %18[%20, %23] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
    %29 = reduce %24 dim=1 identities=[0] : tile<8x16xf32> -> tile<8xf32> {
    ^bb0(%26: tile<f32>, %27: tile<f32>):
      %28 = addf %26, %27 : tile<f32>
      yield %28 : tile<f32>
    }
    %30 = reshape %29 : tile<8xf32> -> tile<8x1xf32>
    %31 = broadcast %30 : tile<8x1xf32> -> tile<8x16xf32>
    %32 = subf %24, %31 : tile<8x16xf32>
    %33 = permute %32 [1, 0] : tile<8x16xf32> -> tile<16x8xf32>
    %34 = constant <i32: 1> : tile<i32>
    %35 = constant <i32: 0> : tile<i32>
    %36 = extract %33[%34, %35] : tile<16x8xf32> -> tile<8x8xf32>
    %37 = constant <i32: 0> : tile<i32>
    %38 = constant <i32: 0> : tile<i32>
    %39 = extract %33[%37, %38] : tile<16x8xf32> -> tile<8x8xf32>
    %40 = cat %36, %39 dim = 0 : tile<8x8xf32>, tile<8x8xf32> -> tile<16x8xf32>
    %41 = permute %40 [1, 0] : tile<16x8xf32> -> tile<8x16xf32>
    %42 = reshape %41 : tile<8x16xf32> -> tile<128xf32>
    %43, %44, %45 = get_tile_block_id : tile<i32>
    %46 = reshape %42 : tile<128xf32> -> tile<8x16xf32>
    %47 = broadcast %30 : tile<8x1xf32> -> tile<8x16xf32>
    %48 = addf %46, %47 : tile<8x16xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = store_view_tko weak %48, %19[%43, %49] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
