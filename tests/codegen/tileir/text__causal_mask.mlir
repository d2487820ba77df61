// kernel causal_mask []
cuda_tile.module @causal_mask {
  entry @causal_mask(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume div_by<16>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %23 = assume div_by<16>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<f32>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 0> : tile<i32>
    %43, %44 = load_view_tko weak %36[%39, %42] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %45, %46 = load_view_tko weak %37[%42, %42] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %47 = constant <f32: 0.0> : tile<64x64xf32>
    %48 = mmaf %43, %45, %47 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    %49 = constant <i32: 64> : tile<i32>
    %50 = muli %39, %49 : tile<i32>
    %51 = reshape %50 : tile<i32> -> tile<1x1xi32>
    %52 = broadcast %51 : tile<1x1xi32> -> tile<64x1xi32>
    %53 = iota : tile<64xi32>
    %54 = reshape %53 : tile<64xi32> -> tile<64x1xi32>
    %55 = addi %52, %54 : tile<64x1xi32>
    %56 = reshape %53 : tile<64xi32> -> tile<1x64xi32>
    %57 = broadcast %55 : tile<64x1xi32> -> tile<64x64xi32>
    %58 = broadcast %56 : tile<1x64xi32> -> tile<64x64xi32>
    %59 = cmpi greater_than_or_equal %57, %58, signed : tile<64x64xi32> -> tile<64x64xi1>
    %60 = constant <f32: -1000000015047466200000000000000.0> : tile<64x64xf32>
    %61 = select %59, %48, %60 : tile<64x64xi1>, tile<64x64xf32>
    %62 = store_view_tko weak %61, %38[%39, %42] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
