// kernel paddings [T=16]
cuda_tile.module @paddings {
  entry @paddings(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f32>>
    %8 = assume bounded<0, ?>, %1 : tile<i32>
    %9 = make_tensor_view %7, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %4 : tile<i32>
    %12 = make_tensor_view %10, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %9 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %9 : partition_view<tile=(16), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %9 : partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %16 = make_partition_view %9 : partition_view<tile=(16), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %17 = make_partition_view %9 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %18 = make_partition_view %12 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %13[%19] : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %24, %25 = load_view_tko weak %14[%19] : partition_view<tile=(16), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %26, %27 = load_view_tko weak %15[%19] : partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %28, %29 = load_view_tko weak %16[%19] : partition_view<tile=(16), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %30, %31 = load_view_tko weak %17[%19] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %32 = itof %8 signed : tile<i32> -> tile<f32>
    %33 = maxf %22, %24 : tile<16xf32>
    %34 = minf %26, %28 : tile<16xf32>
    %35 = addf %33, %34 : tile<16xf32>
    %36 = reshape %6 : tile<f32> -> tile<1xf32>
    %37 = broadcast %36 : tile<1xf32> -> tile<16xf32>
    %38 = mulf %30, %37 : tile<16xf32>
    %39 = addf %35, %38 : tile<16xf32>
    %40 = reshape %32 : tile<f32> -> tile<1xf32>
    %41 = broadcast %40 : tile<1xf32> -> tile<16xf32>
    %42 = addf %39, %41 : tile<16xf32>
    %43 = store_view_tko weak %42, %18[%19] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %44 = constant <i64: 0> : tile<16xi64>
    %45 = iota : tile<16xi32>
    %46 = constant <i32: 16> : tile<i32>
    %47 = muli %19, %46 : tile<i32>
    %48 = reshape %47 : tile<i32> -> tile<1xi32>
    %49 = broadcast %48 : tile<1xi32> -> tile<16xi32>
    %50 = addi %49, %45 : tile<16xi32>
    %51 = reshape %11 : tile<i32> -> tile<1xi32>
    %52 = broadcast %51 : tile<1xi32> -> tile<16xi32>
    %53 = cmpi less_than %50, %52, unsigned : tile<16xi32> -> tile<16xi1>
    %54 = exti %50 signed : tile<16xi32> -> tile<16xi64>
    %55 = addi %44, %54 : tile<16xi64>
    %56 = reshape %10 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %57 = broadcast %56 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %58 = offset %57, %55 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
    %59, %60 = atomic_rmw_tko relaxed device %58, %22, %53, %43 {mode = 4} : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1>, token -> tile<16xf32>, token
    %61 = constant <f32: 0.0> : tile<16xf32>
    %62 = select %53, %59, %61 : tile<16xi1>, tile<16xf32>
    return
  }
}

// kernel matmul [BM=32, BN=32, BK=16]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f32>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %30 = constant <f32: 0.0> : tile<32x32xf32>
    %31 = constant <i32: 16> : tile<i32>
    %32 = divi %17, %31 signed rounding positive_inf : tile<i32>
    %33 = constant <i32: 0> : tile<i32>
    %34 = constant <i32: 1> : tile<i32>
    %48 = for %35 in (%33 to %32, step %34) : tile<i32> iter_values(%36 = %30) -> (tile<32x32xf32>) {
      %37, %38, %39 = get_tile_block_id : tile<i32>
      %40, %41 = load_view_tko weak %27[%37, %35] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x16xf16>, token
      %42, %43, %44 = get_tile_block_id : tile<i32>
      %45, %46 = load_view_tko weak %28[%35, %43] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x32xf16>, token
      %47 = mmaf %40, %45, %36 : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %47 : tile<32x32xf32>
    }
    %49, %50, %51 = get_tile_block_id : tile<i32>
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = store_view_tko weak %48, %29[%49, %53] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
