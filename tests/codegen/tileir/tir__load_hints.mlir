// kernel hinted [BN=256]
cuda_tile.module @hinted {
  entry @hinted(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
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
    %24 = make_partition_view %16 : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29 = constant <i32: 0> : tile<i32>
    %30, %31 = load_view_tko weak %24[%26, %29] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 3}> : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x256xf32>, token
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35 = constant <i32: 1> : tile<i32>
    %36, %37 = load_view_tko weak %24[%32, %35] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = false}> : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x256xf32>, token
    %38, %39, %40 = get_tile_block_id : tile<i32>
    %41 = constant <i32: 2> : tile<i32>
    %42, %43 = load_view_tko weak %24[%38, %41] optimization_hints = #cuda_tile.optimization_hints<default = {allow_tma = true, latency = 10}> : partition_view<tile=(1x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x256xf32>, token
    %44, %45, %46 = get_tile_block_id : tile<i32>
    %47 = addf %30, %36 : tile<1x256xf32>
    %48 = addf %47, %42 : tile<1x256xf32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = store_view_tko weak %48, %25[%44, %49] : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
