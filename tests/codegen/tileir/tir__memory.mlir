// kernel paddings [T=16]
cuda_tile.module @paddings {
  entry @paddings(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f32>>
    %8 = assume div_by<16>, %1 : tile<i32>
    %9 = assume bounded<0, ?>, %8 : tile<i32>
    %10 = make_tensor_view %7, shape = [%9], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %11 = assume div_by<16>, %3 : tile<ptr<f32>>
    %12 = assume div_by<16>, %4 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = make_tensor_view %11, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %10 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %16 = make_partition_view %10 : partition_view<tile=(16), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %17 = make_partition_view %10 : partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %18 = make_partition_view %10 : partition_view<tile=(16), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %19 = make_partition_view %10 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %20 = make_partition_view %14 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25 = load_view_tko weak %15[%21] : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %26, %27 = load_view_tko weak %16[%21] : partition_view<tile=(16), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %28, %29 = load_view_tko weak %17[%21] : partition_view<tile=(16), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %30, %31 = load_view_tko weak %18[%21] : partition_view<tile=(16), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %32, %33 = load_view_tko weak %19[%21] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %34 = itof %9 signed : tile<i32> -> tile<f32>
    %35 = maxf %24, %26 propagate_nan : tile<16xf32>
    %36 = minf %28, %30 propagate_nan : tile<16xf32>
    %37 = addf %35, %36 : tile<16xf32>
    %38 = reshape %6 : tile<f32> -> tile<1xf32>
    %39 = broadcast %38 : tile<1xf32> -> tile<16xf32>
    %40 = mulf %32, %39 : tile<16xf32>
    %41 = addf %37, %40 : tile<16xf32>
    %42 = reshape %34 : tile<f32> -> tile<1xf32>
    %43 = broadcast %42 : tile<1xf32> -> tile<16xf32>
    %44 = addf %41, %43 : tile<16xf32>
    %45 = store_view_tko weak %44, %20[%21] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %46 = constant <i64: 0> : tile<16xi64>
    %47 = iota : tile<16xi32>
    %48 = constant <i32: 16> : tile<i32>
    %49 = muli %21, %48 : tile<i32>
    %50 = reshape %49 : tile<i32> -> tile<1xi32>
    %51 = broadcast %50 : tile<1xi32> -> tile<16xi32>
    %52 = addi %51, %47 : tile<16xi32>
    %53 = reshape %13 : tile<i32> -> tile<1xi32>
    %54 = broadcast %53 : tile<1xi32> -> tile<16xi32>
    %55 = cmpi less_than %52, %54, unsigned : tile<16xi32> -> tile<16xi1>
    %56 = exti %52 signed : tile<16xi32> -> tile<16xi64>
    %57 = addi %46, %56 : tile<16xi64>
    %58 = reshape %11 : tile<ptr<f32>> -> tile<1xptr<f32>>
    %59 = broadcast %58 : tile<1xptr<f32>> -> tile<16xptr<f32>>
    %60 = offset %59, %57 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
    %61, %62 = atomic_rmw_tko relaxed device %60, %24, %55, %45 {mode = 4} : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1>, token -> tile<16xf32>, token
    %63 = constant <f32: 0.0> : tile<16xf32>
    %64 = select %55, %61, %63 : tile<16xi1>, tile<16xf32>
    return
  }
}

// kernel matmul [BM=32, BN=32, BK=16]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume div_by<16>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<f16>>
    %23 = assume div_by<16>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<f32>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %39 = constant <f32: 0.0> : tile<32x32xf32>
    %40 = constant <i32: 16> : tile<i32>
    %41 = divi %19, %40 signed rounding positive_inf : tile<i32>
    %42 = constant <i32: 0> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %57 = for %44 in (%42 to %41, step %43) : tile<i32> iter_values(%45 = %39) -> (tile<32x32xf32>) {
      %46, %47, %48 = get_tile_block_id : tile<i32>
      %49, %50 = load_view_tko weak %36[%46, %44] : partition_view<tile=(32x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x16xf16>, token
      %51, %52, %53 = get_tile_block_id : tile<i32>
      %54, %55 = load_view_tko weak %37[%44, %52] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x32xf16>, token
      %56 = mmaf %49, %54, %45 : tile<32x16xf16>, tile<16x32xf16>, tile<32x32xf32>
      continue %56 : tile<32x32xf32>
    }
    %58, %59, %60 = get_tile_block_id : tile<i32>
    %61, %62, %63 = get_tile_block_id : tile<i32>
    %64 = store_view_tko weak %57, %38[%58, %62] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul [BM=128, BN=8, BK=32]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume div_by<16>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<f16>>
    %23 = assume div_by<16>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<f32>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(32x8), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x8), tensor_view<?x?xf32, strides=[?,1]>>
    %39 = constant <f32: 0.0> : tile<128x8xf32>
    %40 = constant <i32: 32> : tile<i32>
    %41 = divi %19, %40 signed rounding positive_inf : tile<i32>
    %42 = constant <i32: 0> : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %57 = for %44 in (%42 to %41, step %43) : tile<i32> iter_values(%45 = %39) -> (tile<128x8xf32>) {
      %46, %47, %48 = get_tile_block_id : tile<i32>
      %49, %50 = load_view_tko weak %36[%46, %44] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %51, %52, %53 = get_tile_block_id : tile<i32>
      %54, %55 = load_view_tko weak %37[%44, %52] : partition_view<tile=(32x8), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x8xf16>, token
      %56 = mmaf %49, %54, %45 : tile<128x32xf16>, tile<32x8xf16>, tile<128x8xf32>
      continue %56 : tile<128x8xf32>
    }
    %58, %59, %60 = get_tile_block_id : tile<i32>
    %61, %62, %63 = get_tile_block_id : tile<i32>
    %64 = store_view_tko weak %57, %38[%58, %62] : tile<128x8xf32>, partition_view<tile=(128x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
