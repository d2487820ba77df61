// kernel matmul [tm=64, tn=64, tk=32]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume div_by<4>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<8>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<8>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<f16>>
    %23 = assume div_by<8>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<4>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<4>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<f32>>
    %30 = assume div_by<4>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<4>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<4>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 64> : tile<i32>
    %43 = divi %17, %42 signed rounding positive_inf : tile<i32>
    %44 = constant <i32: 64> : tile<i32>
    %45 = divi %26, %44 signed rounding positive_inf : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = muli %46, %45 : tile<i32>
    %48 = divi %39, %47 signed rounding negative_inf : tile<i32>
    %49 = constant <i32: 8> : tile<i32>
    %50 = muli %48, %49 : tile<i32>
    %51 = subi %43, %50 : tile<i32>
    %52 = constant <i32: 8> : tile<i32>
    %53 = mini %51, %52 signed : tile<i32>
    %54 = remi %39, %53 signed : tile<i32>
    %55 = constant <i32: 0> : tile<i32>
    %56 = cmpi less_than %54, %55, signed : tile<i32> -> tile<i1>
    %57 = cmpi less_than %53, %55, signed : tile<i32> -> tile<i1>
    %58 = cmpi not_equal %54, %55, signed : tile<i32> -> tile<i1>
    %59 = xori %56, %57 : tile<i1>
    %60 = andi %58, %59 : tile<i1>
    %61 = addi %54, %53 : tile<i32>
    %62 = select %60, %61, %54 : tile<i1>, tile<i32>
    %63 = addi %50, %62 : tile<i32>
    %64 = constant <i32: 8> : tile<i32>
    %65 = muli %64, %45 : tile<i32>
    %66 = remi %39, %65 signed : tile<i32>
    %67 = constant <i32: 0> : tile<i32>
    %68 = cmpi less_than %66, %67, signed : tile<i32> -> tile<i1>
    %69 = cmpi less_than %65, %67, signed : tile<i32> -> tile<i1>
    %70 = cmpi not_equal %66, %67, signed : tile<i32> -> tile<i1>
    %71 = xori %68, %69 : tile<i1>
    %72 = andi %70, %71 : tile<i1>
    %73 = addi %66, %65 : tile<i32>
    %74 = select %72, %73, %66 : tile<i1>, tile<i32>
    %75 = divi %74, %53 signed rounding negative_inf : tile<i32>
    %76 = constant <f32: 0.0> : tile<64x64xf32>
    %77 = constant <i32: 32> : tile<i32>
    %78 = divi %19, %77 signed rounding positive_inf : tile<i32>
    %79 = constant <i32: 0> : tile<i32>
    %80 = constant <i32: 1> : tile<i32>
    %88 = for %81 in (%79 to %78, step %80) : tile<i32> iter_values(%82 = %76) -> (tile<64x64xf32>) {
      %83, %84 = load_view_tko weak %36[%63, %81] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %85, %86 = load_view_tko weak %37[%81, %75] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
      %87 = mmaf %83, %85, %82 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %87 : tile<64x64xf32>
    }
    %89 = store_view_tko weak %88, %38[%63, %75] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul [tm=128, tn=128, tk=64]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume div_by<4>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<8>, %2 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<8>, %3 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %22 = assume div_by<16>, %5 : tile<ptr<f16>>
    %23 = assume div_by<8>, %6 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<4>, %7 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<4>, %8 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %29 = assume div_by<16>, %10 : tile<ptr<f16>>
    %30 = assume div_by<4>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<4>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<4>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 128> : tile<i32>
    %43 = divi %17, %42 signed rounding positive_inf : tile<i32>
    %44 = constant <i32: 128> : tile<i32>
    %45 = divi %26, %44 signed rounding positive_inf : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = muli %46, %45 : tile<i32>
    %48 = divi %39, %47 signed rounding negative_inf : tile<i32>
    %49 = constant <i32: 8> : tile<i32>
    %50 = muli %48, %49 : tile<i32>
    %51 = subi %43, %50 : tile<i32>
    %52 = constant <i32: 8> : tile<i32>
    %53 = mini %51, %52 signed : tile<i32>
    %54 = remi %39, %53 signed : tile<i32>
    %55 = constant <i32: 0> : tile<i32>
    %56 = cmpi less_than %54, %55, signed : tile<i32> -> tile<i1>
    %57 = cmpi less_than %53, %55, signed : tile<i32> -> tile<i1>
    %58 = cmpi not_equal %54, %55, signed : tile<i32> -> tile<i1>
    %59 = xori %56, %57 : tile<i1>
    %60 = andi %58, %59 : tile<i1>
    %61 = addi %54, %53 : tile<i32>
    %62 = select %60, %61, %54 : tile<i1>, tile<i32>
    %63 = addi %50, %62 : tile<i32>
    %64 = constant <i32: 8> : tile<i32>
    %65 = muli %64, %45 : tile<i32>
    %66 = remi %39, %65 signed : tile<i32>
    %67 = constant <i32: 0> : tile<i32>
    %68 = cmpi less_than %66, %67, signed : tile<i32> -> tile<i1>
    %69 = cmpi less_than %65, %67, signed : tile<i32> -> tile<i1>
    %70 = cmpi not_equal %66, %67, signed : tile<i32> -> tile<i1>
    %71 = xori %68, %69 : tile<i1>
    %72 = andi %70, %71 : tile<i1>
    %73 = addi %66, %65 : tile<i32>
    %74 = select %72, %73, %66 : tile<i1>, tile<i32>
    %75 = divi %74, %53 signed rounding negative_inf : tile<i32>
    %76 = constant <f32: 0.0> : tile<128x128xf32>
    %77 = constant <i32: 64> : tile<i32>
    %78 = divi %19, %77 signed rounding positive_inf : tile<i32>
    %79 = constant <i32: 0> : tile<i32>
    %80 = constant <i32: 1> : tile<i32>
    %88 = for %81 in (%79 to %78, step %80) : tile<i32> iter_values(%82 = %76) -> (tile<128x128xf32>) {
      %83, %84 = load_view_tko weak %36[%63, %81] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %85, %86 = load_view_tko weak %37[%81, %75] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %87 = mmaf %83, %85, %82 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %87 : tile<128x128xf32>
    }
    %89 = ftof %88 : tile<128x128xf32> -> tile<128x128xf16>
    %90 = store_view_tko weak %89, %38[%63, %75] : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume bounded<0, ?>, %2 : tile<i32>
    %14 = make_tensor_view %10, shape = [%12, %13], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %7 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = make_partition_view %14 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %19[%21, %25] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %29 = store_view_tko weak %27, %20[%21, %25] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume bounded<0, ?>, %2 : tile<i32>
    %14 = make_tensor_view %10, shape = [%12, %13], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %7 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = make_partition_view %14 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %19[%21, %25] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %29 = store_view_tko weak %27, %20[%21, %25] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume div_by<8>, %2 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = assume div_by<8>, %3 : tile<i32>
    %15 = make_tensor_view %10, shape = [%11, %13], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %16 = assume div_by<16>, %5 : tile<ptr<f16>>
    %17 = assume bounded<0, ?>, %6 : tile<i32>
    %18 = assume bounded<0, ?>, %7 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %15 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume div_by<8>, %2 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = assume div_by<8>, %3 : tile<i32>
    %15 = make_tensor_view %10, shape = [%11, %13], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %16 = assume div_by<16>, %5 : tile<ptr<f16>>
    %17 = assume bounded<0, ?>, %6 : tile<i32>
    %18 = assume bounded<0, ?>, %7 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %15 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=256, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 256> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x256xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x256xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x256xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>
      continue %78 : tile<128x256xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x256xf32>, partition_view<tile=(128x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=1, W=4, OCC=0]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 192> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %17, %70 signed rounding positive_inf : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = constant <i32: 1> : tile<i32>
    %99, %100, %101 = for %74 in (%72 to %71, step %73) : tile<i32> iter_values(%75 = %67, %76 = %68, %77 = %69) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %78, %79 = load_view_tko weak %27[%74, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %80 = constant <i32: 3> : tile<i32>
      %81 = muli %80, %54 : tile<i32>
      %82, %83 = load_view_tko weak %28[%81, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %84 = mmaf %82, %78, %75 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %85 = constant <i32: 3> : tile<i32>
      %86 = muli %85, %54 : tile<i32>
      %87 = constant <i32: 1> : tile<i32>
      %88 = addi %86, %87 : tile<i32>
      %89, %90 = load_view_tko weak %28[%88, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %91 = mmaf %89, %78, %76 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %92 = constant <i32: 3> : tile<i32>
      %93 = muli %92, %54 : tile<i32>
      %94 = constant <i32: 2> : tile<i32>
      %95 = addi %93, %94 : tile<i32>
      %96, %97 = load_view_tko weak %28[%95, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %98 = mmaf %96, %78, %77 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %84, %91, %98 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %102 = constant <i32: 3> : tile<i32>
    %103 = muli %102, %54 : tile<i32>
    %104 = store_view_tko weak %99, %29[%103, %66] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %105 = constant <i32: 3> : tile<i32>
    %106 = muli %105, %54 : tile<i32>
    %107 = constant <i32: 1> : tile<i32>
    %108 = addi %106, %107 : tile<i32>
    %109 = store_view_tko weak %100, %29[%108, %66] token = %104 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %110 = constant <i32: 3> : tile<i32>
    %111 = muli %110, %54 : tile<i32>
    %112 = constant <i32: 2> : tile<i32>
    %113 = addi %111, %112 : tile<i32>
    %114 = store_view_tko weak %101, %29[%113, %66] token = %109 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked5 [tm=64, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_stacked5 {
  entry @matmul_stacked5(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 320> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <f32: 0.0> : tile<64x128xf32>
    %71 = constant <f32: 0.0> : tile<64x128xf32>
    %72 = constant <i32: 64> : tile<i32>
    %73 = divi %17, %72 signed rounding positive_inf : tile<i32>
    %74 = constant <i32: 0> : tile<i32>
    %75 = constant <i32: 1> : tile<i32>
    %117, %118, %119, %120, %121 = for %76 in (%74 to %73, step %75) : tile<i32> iter_values(%77 = %67, %78 = %68, %79 = %69, %80 = %70, %81 = %71) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %82, %83 = load_view_tko weak %27[%76, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %84 = constant <i32: 5> : tile<i32>
      %85 = muli %84, %54 : tile<i32>
      %86, %87 = load_view_tko weak %28[%85, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %88 = mmaf %86, %82, %77 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %89 = constant <i32: 5> : tile<i32>
      %90 = muli %89, %54 : tile<i32>
      %91 = constant <i32: 1> : tile<i32>
      %92 = addi %90, %91 : tile<i32>
      %93, %94 = load_view_tko weak %28[%92, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %95 = mmaf %93, %82, %78 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %96 = constant <i32: 5> : tile<i32>
      %97 = muli %96, %54 : tile<i32>
      %98 = constant <i32: 2> : tile<i32>
      %99 = addi %97, %98 : tile<i32>
      %100, %101 = load_view_tko weak %28[%99, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %102 = mmaf %100, %82, %79 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %103 = constant <i32: 5> : tile<i32>
      %104 = muli %103, %54 : tile<i32>
      %105 = constant <i32: 3> : tile<i32>
      %106 = addi %104, %105 : tile<i32>
      %107, %108 = load_view_tko weak %28[%106, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %109 = mmaf %107, %82, %80 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %110 = constant <i32: 5> : tile<i32>
      %111 = muli %110, %54 : tile<i32>
      %112 = constant <i32: 4> : tile<i32>
      %113 = addi %111, %112 : tile<i32>
      %114, %115 = load_view_tko weak %28[%113, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %116 = mmaf %114, %82, %81 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %88, %95, %102, %109, %116 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %122 = constant <i32: 5> : tile<i32>
    %123 = muli %122, %54 : tile<i32>
    %124 = store_view_tko weak %117, %29[%123, %66] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %125 = constant <i32: 5> : tile<i32>
    %126 = muli %125, %54 : tile<i32>
    %127 = constant <i32: 1> : tile<i32>
    %128 = addi %126, %127 : tile<i32>
    %129 = store_view_tko weak %118, %29[%128, %66] token = %124 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %130 = constant <i32: 5> : tile<i32>
    %131 = muli %130, %54 : tile<i32>
    %132 = constant <i32: 2> : tile<i32>
    %133 = addi %131, %132 : tile<i32>
    %134 = store_view_tko weak %119, %29[%133, %66] token = %129 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %135 = constant <i32: 5> : tile<i32>
    %136 = muli %135, %54 : tile<i32>
    %137 = constant <i32: 3> : tile<i32>
    %138 = addi %136, %137 : tile<i32>
    %139 = store_view_tko weak %120, %29[%138, %66] token = %134 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %140 = constant <i32: 5> : tile<i32>
    %141 = muli %140, %54 : tile<i32>
    %142 = constant <i32: 4> : tile<i32>
    %143 = addi %141, %142 : tile<i32>
    %144 = store_view_tko weak %121, %29[%143, %66] token = %139 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=128, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=256, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 256> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<256x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<256x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<256x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
      continue %78 : tile<256x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<256x128xf32>, partition_view<tile=(256x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=1, W=4, OCC=2]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 192> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %17, %70 signed rounding positive_inf : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = constant <i32: 1> : tile<i32>
    %99, %100, %101 = for %74 in (%72 to %71, step %73) : tile<i32> iter_values(%75 = %67, %76 = %68, %77 = %69) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %78, %79 = load_view_tko weak %27[%74, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %80 = constant <i32: 3> : tile<i32>
      %81 = muli %80, %54 : tile<i32>
      %82, %83 = load_view_tko weak %28[%81, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %84 = mmaf %82, %78, %75 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %85 = constant <i32: 3> : tile<i32>
      %86 = muli %85, %54 : tile<i32>
      %87 = constant <i32: 1> : tile<i32>
      %88 = addi %86, %87 : tile<i32>
      %89, %90 = load_view_tko weak %28[%88, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %91 = mmaf %89, %78, %76 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %92 = constant <i32: 3> : tile<i32>
      %93 = muli %92, %54 : tile<i32>
      %94 = constant <i32: 2> : tile<i32>
      %95 = addi %93, %94 : tile<i32>
      %96, %97 = load_view_tko weak %28[%95, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %98 = mmaf %96, %78, %77 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %84, %91, %98 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %102 = constant <i32: 3> : tile<i32>
    %103 = muli %102, %54 : tile<i32>
    %104 = store_view_tko weak %99, %29[%103, %66] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %105 = constant <i32: 3> : tile<i32>
    %106 = muli %105, %54 : tile<i32>
    %107 = constant <i32: 1> : tile<i32>
    %108 = addi %106, %107 : tile<i32>
    %109 = store_view_tko weak %100, %29[%108, %66] token = %104 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %110 = constant <i32: 3> : tile<i32>
    %111 = muli %110, %54 : tile<i32>
    %112 = constant <i32: 2> : tile<i32>
    %113 = addi %111, %112 : tile<i32>
    %114 = store_view_tko weak %101, %29[%113, %66] token = %109 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=128, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %78 : tile<64x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_split_k [tm=64, tn=64, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<f16>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = assume bounded<0, ?>, %7 : tile<i32>
    %24 = make_tensor_view %21, shape = [%22, %23], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27, %28], strides = [%14, %15, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %30 = make_partition_view %20 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = constant <i32: 64> : tile<i32>
    %37 = divi %18, %36 signed rounding positive_inf : tile<i32>
    %38 = constant <i32: 64> : tile<i32>
    %39 = divi %23, %38 signed rounding positive_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %40, %39 : tile<i32>
    %42 = divi %33, %41 signed rounding negative_inf : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = muli %42, %43 : tile<i32>
    %45 = subi %37, %44 : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = mini %45, %46 signed : tile<i32>
    %48 = remi %33, %47 signed : tile<i32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = cmpi less_than %48, %49, signed : tile<i32> -> tile<i1>
    %51 = cmpi less_than %47, %49, signed : tile<i32> -> tile<i1>
    %52 = cmpi not_equal %48, %49, signed : tile<i32> -> tile<i1>
    %53 = xori %50, %51 : tile<i1>
    %54 = andi %52, %53 : tile<i1>
    %55 = addi %48, %47 : tile<i32>
    %56 = select %54, %55, %48 : tile<i1>, tile<i32>
    %57 = addi %44, %56 : tile<i32>
    %58 = constant <i32: 8> : tile<i32>
    %59 = muli %58, %39 : tile<i32>
    %60 = remi %33, %59 signed : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = cmpi less_than %60, %61, signed : tile<i32> -> tile<i1>
    %63 = cmpi less_than %59, %61, signed : tile<i32> -> tile<i1>
    %64 = cmpi not_equal %60, %61, signed : tile<i32> -> tile<i1>
    %65 = xori %62, %63 : tile<i1>
    %66 = andi %64, %65 : tile<i1>
    %67 = addi %60, %59 : tile<i32>
    %68 = select %66, %67, %60 : tile<i1>, tile<i32>
    %69 = divi %68, %47 signed rounding negative_inf : tile<i32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %19, %70 signed rounding positive_inf : tile<i32>
    %72, %73, %74 = get_num_tile_blocks : tile<i32>
    %75 = divi %71, %73 signed rounding positive_inf : tile<i32>
    %76, %77, %78 = get_tile_block_id : tile<i32>
    %79 = muli %77, %75 : tile<i32>
    %80 = addi %79, %75 : tile<i32>
    %81 = cmpi greater_than %80, %71, signed : tile<i32> -> tile<i1>
    %82 = if %81 -> (tile<i32>) {
      yield %71 : tile<i32>
    } else {
      yield %80 : tile<i32>
    }
    %83 = constant <f32: 0.0> : tile<64x64xf32>
    %84 = constant <i32: 1> : tile<i32>
    %92 = for %85 in (%79 to %82, step %84) : tile<i32> iter_values(%86 = %83) -> (tile<64x64xf32>) {
      %87, %88 = load_view_tko weak %30[%57, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %89, %90 = load_view_tko weak %31[%85, %69] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %91 = mmaf %87, %89, %86 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %91 : tile<64x64xf32>
    }
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = reshape %92 : tile<64x64xf32> -> tile<1x64x64xf32>
    %97 = store_view_tko weak %96, %32[%94, %57, %69] : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_split_k [tm=64, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<f16>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = assume bounded<0, ?>, %7 : tile<i32>
    %24 = make_tensor_view %21, shape = [%22, %23], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27, %28], strides = [%14, %15, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %30 = make_partition_view %20 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(1x64x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = constant <i32: 64> : tile<i32>
    %37 = divi %18, %36 signed rounding positive_inf : tile<i32>
    %38 = constant <i32: 128> : tile<i32>
    %39 = divi %23, %38 signed rounding positive_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %40, %39 : tile<i32>
    %42 = divi %33, %41 signed rounding negative_inf : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = muli %42, %43 : tile<i32>
    %45 = subi %37, %44 : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = mini %45, %46 signed : tile<i32>
    %48 = remi %33, %47 signed : tile<i32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = cmpi less_than %48, %49, signed : tile<i32> -> tile<i1>
    %51 = cmpi less_than %47, %49, signed : tile<i32> -> tile<i1>
    %52 = cmpi not_equal %48, %49, signed : tile<i32> -> tile<i1>
    %53 = xori %50, %51 : tile<i1>
    %54 = andi %52, %53 : tile<i1>
    %55 = addi %48, %47 : tile<i32>
    %56 = select %54, %55, %48 : tile<i1>, tile<i32>
    %57 = addi %44, %56 : tile<i32>
    %58 = constant <i32: 8> : tile<i32>
    %59 = muli %58, %39 : tile<i32>
    %60 = remi %33, %59 signed : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = cmpi less_than %60, %61, signed : tile<i32> -> tile<i1>
    %63 = cmpi less_than %59, %61, signed : tile<i32> -> tile<i1>
    %64 = cmpi not_equal %60, %61, signed : tile<i32> -> tile<i1>
    %65 = xori %62, %63 : tile<i1>
    %66 = andi %64, %65 : tile<i1>
    %67 = addi %60, %59 : tile<i32>
    %68 = select %66, %67, %60 : tile<i1>, tile<i32>
    %69 = divi %68, %47 signed rounding negative_inf : tile<i32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %19, %70 signed rounding positive_inf : tile<i32>
    %72, %73, %74 = get_num_tile_blocks : tile<i32>
    %75 = divi %71, %73 signed rounding positive_inf : tile<i32>
    %76, %77, %78 = get_tile_block_id : tile<i32>
    %79 = muli %77, %75 : tile<i32>
    %80 = addi %79, %75 : tile<i32>
    %81 = cmpi greater_than %80, %71, signed : tile<i32> -> tile<i1>
    %82 = if %81 -> (tile<i32>) {
      yield %71 : tile<i32>
    } else {
      yield %80 : tile<i32>
    }
    %83 = constant <f32: 0.0> : tile<64x128xf32>
    %84 = constant <i32: 1> : tile<i32>
    %92 = for %85 in (%79 to %82, step %84) : tile<i32> iter_values(%86 = %83) -> (tile<64x128xf32>) {
      %87, %88 = load_view_tko weak %30[%57, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %89, %90 = load_view_tko weak %31[%85, %69] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %91 = mmaf %87, %89, %86 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %91 : tile<64x128xf32>
    }
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = reshape %92 : tile<64x128xf32> -> tile<1x64x128xf32>
    %97 = store_view_tko weak %96, %32[%94, %57, %69] : tile<1x64x128xf32>, partition_view<tile=(1x64x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_split_k [tm=128, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<f16>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = assume bounded<0, ?>, %7 : tile<i32>
    %24 = make_tensor_view %21, shape = [%22, %23], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27, %28], strides = [%14, %15, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %30 = make_partition_view %20 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(1x128x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = constant <i32: 128> : tile<i32>
    %37 = divi %18, %36 signed rounding positive_inf : tile<i32>
    %38 = constant <i32: 128> : tile<i32>
    %39 = divi %23, %38 signed rounding positive_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %40, %39 : tile<i32>
    %42 = divi %33, %41 signed rounding negative_inf : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = muli %42, %43 : tile<i32>
    %45 = subi %37, %44 : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = mini %45, %46 signed : tile<i32>
    %48 = remi %33, %47 signed : tile<i32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = cmpi less_than %48, %49, signed : tile<i32> -> tile<i1>
    %51 = cmpi less_than %47, %49, signed : tile<i32> -> tile<i1>
    %52 = cmpi not_equal %48, %49, signed : tile<i32> -> tile<i1>
    %53 = xori %50, %51 : tile<i1>
    %54 = andi %52, %53 : tile<i1>
    %55 = addi %48, %47 : tile<i32>
    %56 = select %54, %55, %48 : tile<i1>, tile<i32>
    %57 = addi %44, %56 : tile<i32>
    %58 = constant <i32: 8> : tile<i32>
    %59 = muli %58, %39 : tile<i32>
    %60 = remi %33, %59 signed : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = cmpi less_than %60, %61, signed : tile<i32> -> tile<i1>
    %63 = cmpi less_than %59, %61, signed : tile<i32> -> tile<i1>
    %64 = cmpi not_equal %60, %61, signed : tile<i32> -> tile<i1>
    %65 = xori %62, %63 : tile<i1>
    %66 = andi %64, %65 : tile<i1>
    %67 = addi %60, %59 : tile<i32>
    %68 = select %66, %67, %60 : tile<i1>, tile<i32>
    %69 = divi %68, %47 signed rounding negative_inf : tile<i32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %19, %70 signed rounding positive_inf : tile<i32>
    %72, %73, %74 = get_num_tile_blocks : tile<i32>
    %75 = divi %71, %73 signed rounding positive_inf : tile<i32>
    %76, %77, %78 = get_tile_block_id : tile<i32>
    %79 = muli %77, %75 : tile<i32>
    %80 = addi %79, %75 : tile<i32>
    %81 = cmpi greater_than %80, %71, signed : tile<i32> -> tile<i1>
    %82 = if %81 -> (tile<i32>) {
      yield %71 : tile<i32>
    } else {
      yield %80 : tile<i32>
    }
    %83 = constant <f32: 0.0> : tile<128x128xf32>
    %84 = constant <i32: 1> : tile<i32>
    %92 = for %85 in (%79 to %82, step %84) : tile<i32> iter_values(%86 = %83) -> (tile<128x128xf32>) {
      %87, %88 = load_view_tko weak %30[%57, %85] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %89, %90 = load_view_tko weak %31[%85, %69] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %91 = mmaf %87, %89, %86 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %91 : tile<128x128xf32>
    }
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = reshape %92 : tile<128x128xf32> -> tile<1x128x128xf32>
    %97 = store_view_tko weak %96, %32[%94, %57, %69] : tile<1x128x128xf32>, partition_view<tile=(1x128x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel sum_splits [SP=4, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f32>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<f32>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(4x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %48 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(4x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<4x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<4x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = store_view_tko weak %46, %22[%32, %41] token = %33 : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %47 : token
    }
    return
  }
}

// kernel sum_splits [SP=8, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f32>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<f32>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %48 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<8x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<8x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = store_view_tko weak %46, %22[%32, %41] token = %33 : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %47 : token
    }
    return
  }
}

// kernel sum_splits [SP=16, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f32>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<f32>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %48 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(16x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<16x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<16x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = store_view_tko weak %46, %22[%32, %41] token = %33 : tile<8x64xf32>, partition_view<tile=(8x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %47 : token
    }
    return
  }
}

// kernel matmul_grouped [tm=16, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x64xf16>, tile<64x128xf16>, tile<16x128xf32>
      continue %78 : tile<16x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=16, tn=64, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x64xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x128xf16>, tile<128x64xf16>, tile<16x64xf32>
      continue %78 : tile<16x64xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<16x64xf32>, partition_view<tile=(16x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=16, tn=32, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x32xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x128xf16>, tile<128x32xf16>, tile<16x32xf32>
      continue %78 : tile<16x32xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<16x32xf32>, partition_view<tile=(16x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %78 : tile<64x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=32, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x32xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x128xf16>, tile<128x32xf16>, tile<64x32xf32>
      continue %78 : tile<64x32xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=16, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x16), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 16> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x16xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x16xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x16xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
      continue %78 : tile<128x16xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x16xf32>, partition_view<tile=(128x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=32, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x32xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x32xf16>, tile<128x32xf32>
      continue %78 : tile<128x32xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x32xf32>, partition_view<tile=(128x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=64, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %78 : tile<128x64xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x64xf32>, partition_view<tile=(128x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=16, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 16> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x16xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x16xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x16xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x16xf16>, tile<64x16xf32>
      continue %78 : tile<64x16xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x16xf32>, partition_view<tile=(64x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=32, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x32xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x32xf16>, tile<64x32xf32>
      continue %78 : tile<64x32xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=128, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %27 = make_partition_view %18 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x128xf16>, tile<128x64xf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<4>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<4>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=256, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x256), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 256> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x256xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x256xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x256xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>
      continue %78 : tile<128x256xf32>
    }
    %80 = ftof %79 : tile<128x256xf32> -> tile<128x256xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x256xf16>, partition_view<tile=(128x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=1, W=4, OCC=0]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 192> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %17, %70 signed rounding positive_inf : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = constant <i32: 1> : tile<i32>
    %99, %100, %101 = for %74 in (%72 to %71, step %73) : tile<i32> iter_values(%75 = %67, %76 = %68, %77 = %69) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %78, %79 = load_view_tko weak %27[%74, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %80 = constant <i32: 3> : tile<i32>
      %81 = muli %80, %54 : tile<i32>
      %82, %83 = load_view_tko weak %28[%81, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %84 = mmaf %82, %78, %75 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %85 = constant <i32: 3> : tile<i32>
      %86 = muli %85, %54 : tile<i32>
      %87 = constant <i32: 1> : tile<i32>
      %88 = addi %86, %87 : tile<i32>
      %89, %90 = load_view_tko weak %28[%88, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %91 = mmaf %89, %78, %76 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %92 = constant <i32: 3> : tile<i32>
      %93 = muli %92, %54 : tile<i32>
      %94 = constant <i32: 2> : tile<i32>
      %95 = addi %93, %94 : tile<i32>
      %96, %97 = load_view_tko weak %28[%95, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %98 = mmaf %96, %78, %77 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %84, %91, %98 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %102 = constant <i32: 3> : tile<i32>
    %103 = muli %102, %54 : tile<i32>
    %104 = ftof %99 : tile<64x128xf32> -> tile<64x128xf16>
    %105 = store_view_tko weak %104, %29[%103, %66] : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %106 = constant <i32: 3> : tile<i32>
    %107 = muli %106, %54 : tile<i32>
    %108 = constant <i32: 1> : tile<i32>
    %109 = addi %107, %108 : tile<i32>
    %110 = ftof %100 : tile<64x128xf32> -> tile<64x128xf16>
    %111 = store_view_tko weak %110, %29[%109, %66] token = %105 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %112 = constant <i32: 3> : tile<i32>
    %113 = muli %112, %54 : tile<i32>
    %114 = constant <i32: 2> : tile<i32>
    %115 = addi %113, %114 : tile<i32>
    %116 = ftof %101 : tile<64x128xf32> -> tile<64x128xf16>
    %117 = store_view_tko weak %116, %29[%115, %66] token = %111 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked5 [tm=64, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_stacked5 {
  entry @matmul_stacked5(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 320> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <f32: 0.0> : tile<64x128xf32>
    %71 = constant <f32: 0.0> : tile<64x128xf32>
    %72 = constant <i32: 64> : tile<i32>
    %73 = divi %17, %72 signed rounding positive_inf : tile<i32>
    %74 = constant <i32: 0> : tile<i32>
    %75 = constant <i32: 1> : tile<i32>
    %117, %118, %119, %120, %121 = for %76 in (%74 to %73, step %75) : tile<i32> iter_values(%77 = %67, %78 = %68, %79 = %69, %80 = %70, %81 = %71) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %82, %83 = load_view_tko weak %27[%76, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %84 = constant <i32: 5> : tile<i32>
      %85 = muli %84, %54 : tile<i32>
      %86, %87 = load_view_tko weak %28[%85, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %88 = mmaf %86, %82, %77 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %89 = constant <i32: 5> : tile<i32>
      %90 = muli %89, %54 : tile<i32>
      %91 = constant <i32: 1> : tile<i32>
      %92 = addi %90, %91 : tile<i32>
      %93, %94 = load_view_tko weak %28[%92, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %95 = mmaf %93, %82, %78 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %96 = constant <i32: 5> : tile<i32>
      %97 = muli %96, %54 : tile<i32>
      %98 = constant <i32: 2> : tile<i32>
      %99 = addi %97, %98 : tile<i32>
      %100, %101 = load_view_tko weak %28[%99, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %102 = mmaf %100, %82, %79 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %103 = constant <i32: 5> : tile<i32>
      %104 = muli %103, %54 : tile<i32>
      %105 = constant <i32: 3> : tile<i32>
      %106 = addi %104, %105 : tile<i32>
      %107, %108 = load_view_tko weak %28[%106, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %109 = mmaf %107, %82, %80 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %110 = constant <i32: 5> : tile<i32>
      %111 = muli %110, %54 : tile<i32>
      %112 = constant <i32: 4> : tile<i32>
      %113 = addi %111, %112 : tile<i32>
      %114, %115 = load_view_tko weak %28[%113, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %116 = mmaf %114, %82, %81 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %88, %95, %102, %109, %116 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %122 = constant <i32: 5> : tile<i32>
    %123 = muli %122, %54 : tile<i32>
    %124 = ftof %117 : tile<64x128xf32> -> tile<64x128xf16>
    %125 = store_view_tko weak %124, %29[%123, %66] : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %126 = constant <i32: 5> : tile<i32>
    %127 = muli %126, %54 : tile<i32>
    %128 = constant <i32: 1> : tile<i32>
    %129 = addi %127, %128 : tile<i32>
    %130 = ftof %118 : tile<64x128xf32> -> tile<64x128xf16>
    %131 = store_view_tko weak %130, %29[%129, %66] token = %125 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %132 = constant <i32: 5> : tile<i32>
    %133 = muli %132, %54 : tile<i32>
    %134 = constant <i32: 2> : tile<i32>
    %135 = addi %133, %134 : tile<i32>
    %136 = ftof %119 : tile<64x128xf32> -> tile<64x128xf16>
    %137 = store_view_tko weak %136, %29[%135, %66] token = %131 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %138 = constant <i32: 5> : tile<i32>
    %139 = muli %138, %54 : tile<i32>
    %140 = constant <i32: 3> : tile<i32>
    %141 = addi %139, %140 : tile<i32>
    %142 = ftof %120 : tile<64x128xf32> -> tile<64x128xf16>
    %143 = store_view_tko weak %142, %29[%141, %66] token = %137 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %144 = constant <i32: 5> : tile<i32>
    %145 = muli %144, %54 : tile<i32>
    %146 = constant <i32: 4> : tile<i32>
    %147 = addi %145, %146 : tile<i32>
    %148 = ftof %121 : tile<64x128xf32> -> tile<64x128xf16>
    %149 = store_view_tko weak %148, %29[%147, %66] token = %143 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=128, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = ftof %79 : tile<128x128xf32> -> tile<128x128xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=256, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 256> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<256x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<256x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<256x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
      continue %78 : tile<256x128xf32>
    }
    %80 = ftof %79 : tile<256x128xf32> -> tile<256x128xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<256x128xf16>, partition_view<tile=(256x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=1, W=4, OCC=2]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 192> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %17, %70 signed rounding positive_inf : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = constant <i32: 1> : tile<i32>
    %99, %100, %101 = for %74 in (%72 to %71, step %73) : tile<i32> iter_values(%75 = %67, %76 = %68, %77 = %69) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %78, %79 = load_view_tko weak %27[%74, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %80 = constant <i32: 3> : tile<i32>
      %81 = muli %80, %54 : tile<i32>
      %82, %83 = load_view_tko weak %28[%81, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %84 = mmaf %82, %78, %75 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %85 = constant <i32: 3> : tile<i32>
      %86 = muli %85, %54 : tile<i32>
      %87 = constant <i32: 1> : tile<i32>
      %88 = addi %86, %87 : tile<i32>
      %89, %90 = load_view_tko weak %28[%88, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %91 = mmaf %89, %78, %76 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %92 = constant <i32: 3> : tile<i32>
      %93 = muli %92, %54 : tile<i32>
      %94 = constant <i32: 2> : tile<i32>
      %95 = addi %93, %94 : tile<i32>
      %96, %97 = load_view_tko weak %28[%95, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %98 = mmaf %96, %78, %77 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %84, %91, %98 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %102 = constant <i32: 3> : tile<i32>
    %103 = muli %102, %54 : tile<i32>
    %104 = ftof %99 : tile<64x128xf32> -> tile<64x128xf16>
    %105 = store_view_tko weak %104, %29[%103, %66] : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %106 = constant <i32: 3> : tile<i32>
    %107 = muli %106, %54 : tile<i32>
    %108 = constant <i32: 1> : tile<i32>
    %109 = addi %107, %108 : tile<i32>
    %110 = ftof %100 : tile<64x128xf32> -> tile<64x128xf16>
    %111 = store_view_tko weak %110, %29[%109, %66] token = %105 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %112 = constant <i32: 3> : tile<i32>
    %113 = muli %112, %54 : tile<i32>
    %114 = constant <i32: 2> : tile<i32>
    %115 = addi %113, %114 : tile<i32>
    %116 = ftof %101 : tile<64x128xf32> -> tile<64x128xf16>
    %117 = store_view_tko weak %116, %29[%115, %66] token = %111 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = ftof %79 : tile<128x128xf32> -> tile<128x128xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x128xf16>, partition_view<tile=(128x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=128, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %78 : tile<64x128xf32>
    }
    %80 = ftof %79 : tile<64x128xf32> -> tile<64x128xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = ftof %79 : tile<64x64xf32> -> tile<64x64xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel sum_splits [SP=4, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(4x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %49 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(4x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<4x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<4x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = ftof %46 : tile<8x64xf32> -> tile<8x64xf16>
      %48 = store_view_tko weak %47, %22[%32, %41] token = %33 : tile<8x64xf16>, partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %48 : token
    }
    return
  }
}

// kernel sum_splits [SP=8, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %49 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<8x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<8x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = ftof %46 : tile<8x64xf32> -> tile<8x64xf16>
      %48 = store_view_tko weak %47, %22[%32, %41] token = %33 : tile<8x64xf16>, partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %48 : token
    }
    return
  }
}

// kernel sum_splits [SP=16, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %49 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(16x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<16x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<16x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = ftof %46 : tile<8x64xf32> -> tile<8x64xf16>
      %48 = store_view_tko weak %47, %22[%32, %41] token = %33 : tile<8x64xf16>, partition_view<tile=(8x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
      continue %48 : token
    }
    return
  }
}

// kernel matmul_grouped [tm=16, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x64xf16>, tile<64x128xf16>, tile<16x128xf32>
      continue %78 : tile<16x128xf32>
    }
    %80 = ftof %79 : tile<16x128xf32> -> tile<16x128xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=16, tn=64, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x64xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x128xf16>, tile<128x64xf16>, tile<16x64xf32>
      continue %78 : tile<16x64xf32>
    }
    %80 = ftof %79 : tile<16x64xf32> -> tile<16x64xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=16, tn=32, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x32xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x128xf16>, tile<128x32xf16>, tile<16x32xf32>
      continue %78 : tile<16x32xf32>
    }
    %80 = ftof %79 : tile<16x32xf32> -> tile<16x32xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<16x32xf16>, partition_view<tile=(16x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %78 : tile<64x128xf32>
    }
    %80 = ftof %79 : tile<64x128xf32> -> tile<64x128xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = ftof %79 : tile<64x64xf32> -> tile<64x64xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=32, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x32xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x128xf16>, tile<128x32xf16>, tile<64x32xf32>
      continue %78 : tile<64x32xf32>
    }
    %80 = ftof %79 : tile<64x32xf32> -> tile<64x32xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x32xf16>, partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=16, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x16), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 16> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x16xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x16xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x16xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
      continue %78 : tile<128x16xf32>
    }
    %80 = ftof %79 : tile<128x16xf32> -> tile<128x16xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x16xf16>, partition_view<tile=(128x16), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=32, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x32xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x32xf16>, tile<128x32xf32>
      continue %78 : tile<128x32xf32>
    }
    %80 = ftof %79 : tile<128x32xf32> -> tile<128x32xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x32xf16>, partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=64, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xf16>, tile<64x64xf16>, tile<128x64xf32>
      continue %78 : tile<128x64xf32>
    }
    %80 = ftof %79 : tile<128x64xf32> -> tile<128x64xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x64xf16>, partition_view<tile=(128x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=16, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x16), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 16> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x16xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x16xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x16xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x16xf16>, tile<64x16xf32>
      continue %78 : tile<64x16xf32>
    }
    %80 = ftof %79 : tile<64x16xf32> -> tile<64x16xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x16xf16>, partition_view<tile=(64x16), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=32, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x32xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xf16>, tile<64x32xf16>, tile<64x32xf32>
      continue %78 : tile<64x32xf32>
    }
    %80 = ftof %79 : tile<64x32xf32> -> tile<64x32xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x32xf16>, partition_view<tile=(64x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=128, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<f16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x64xf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x128xf16>, tile<128x64xf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = ftof %79 : tile<64x64xf32> -> tile<64x64xf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<4>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<4>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume div_by<16>, %2 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = assume div_by<16>, %3 : tile<i32>
    %15 = make_tensor_view %10, shape = [%11, %13], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %16 = assume div_by<16>, %5 : tile<ptr<f16>>
    %17 = assume bounded<0, ?>, %6 : tile<i32>
    %18 = assume bounded<0, ?>, %7 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %15 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume div_by<16>, %2 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = assume div_by<16>, %3 : tile<i32>
    %15 = make_tensor_view %10, shape = [%11, %13], strides = [%14, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %16 = assume div_by<16>, %5 : tile<ptr<f16>>
    %17 = assume bounded<0, ?>, %6 : tile<i32>
    %18 = assume bounded<0, ?>, %7 : tile<i32>
    %19 = make_tensor_view %16, shape = [%17, %18], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %15 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<2>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<2>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<2>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<2>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<2>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<2>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<2>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<2>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<2>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<2>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<2>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<2>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<4>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<4>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<4>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<4>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<4>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<4>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<4>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<4>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<4>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<4>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = assume div_by<4>, %7 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<4>, %8 : tile<i32>
    %19 = make_tensor_view %14, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<2>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<2>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<2>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<2>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<2>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<2>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<2>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<2>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<2>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<2>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<2>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<2>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<2>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<2>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<8>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<8>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<8>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<8>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<2>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<2>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<2>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<4>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<4>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<2>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<4>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<4>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<4>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<4>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<4>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<4>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<4>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<4>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<4>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x128xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf32>, partition_view<tile=(16x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<4>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<4>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<32x32xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<4>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<4>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<2>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<4>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<4>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x32xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=64, tk=32, G=1, W=4, OCC=0]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<f16>>
    %16 = assume div_by<16>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %15, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = assume div_by<2>, %7 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume div_by<2>, %8 : tile<i32>
    %25 = make_tensor_view %20, shape = [%21, %23], strides = [%24, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %26 = assume div_by<16>, %10 : tile<ptr<f32>>
    %27 = assume div_by<16>, %11 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<2>, %12 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<2>, %13 : tile<i32>
    %32 = make_tensor_view %26, shape = [%28, %30], strides = [%31, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %33 = make_partition_view %25 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %34 = make_partition_view %19 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %35 = make_partition_view %32 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 192> : tile<i32>
    %40 = divi %17, %39 signed rounding positive_inf : tile<i32>
    %41 = constant <i32: 64> : tile<i32>
    %42 = divi %23, %41 signed rounding positive_inf : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = muli %43, %42 : tile<i32>
    %45 = divi %36, %44 signed rounding negative_inf : tile<i32>
    %46 = constant <i32: 1> : tile<i32>
    %47 = muli %45, %46 : tile<i32>
    %48 = subi %40, %47 : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %50 = mini %48, %49 signed : tile<i32>
    %51 = remi %36, %50 signed : tile<i32>
    %52 = constant <i32: 0> : tile<i32>
    %53 = cmpi less_than %51, %52, signed : tile<i32> -> tile<i1>
    %54 = cmpi less_than %50, %52, signed : tile<i32> -> tile<i1>
    %55 = cmpi not_equal %51, %52, signed : tile<i32> -> tile<i1>
    %56 = xori %53, %54 : tile<i1>
    %57 = andi %55, %56 : tile<i1>
    %58 = addi %51, %50 : tile<i32>
    %59 = select %57, %58, %51 : tile<i1>, tile<i32>
    %60 = addi %47, %59 : tile<i32>
    %61 = constant <i32: 1> : tile<i32>
    %62 = muli %61, %42 : tile<i32>
    %63 = remi %36, %62 signed : tile<i32>
    %64 = constant <i32: 0> : tile<i32>
    %65 = cmpi less_than %63, %64, signed : tile<i32> -> tile<i1>
    %66 = cmpi less_than %62, %64, signed : tile<i32> -> tile<i1>
    %67 = cmpi not_equal %63, %64, signed : tile<i32> -> tile<i1>
    %68 = xori %65, %66 : tile<i1>
    %69 = andi %67, %68 : tile<i1>
    %70 = addi %63, %62 : tile<i32>
    %71 = select %69, %70, %63 : tile<i1>, tile<i32>
    %72 = divi %71, %50 signed rounding negative_inf : tile<i32>
    %73 = constant <f32: 0.0> : tile<64x64xf32>
    %74 = constant <f32: 0.0> : tile<64x64xf32>
    %75 = constant <f32: 0.0> : tile<64x64xf32>
    %76 = constant <i32: 32> : tile<i32>
    %77 = divi %18, %76 signed rounding positive_inf : tile<i32>
    %78 = constant <i32: 0> : tile<i32>
    %79 = constant <i32: 1> : tile<i32>
    %105, %106, %107 = for %80 in (%78 to %77, step %79) : tile<i32> iter_values(%81 = %73, %82 = %74, %83 = %75) -> (tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>) {
      %84, %85 = load_view_tko weak %33[%80, %72] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x64xf16>, token
      %86 = constant <i32: 3> : tile<i32>
      %87 = muli %86, %60 : tile<i32>
      %88, %89 = load_view_tko weak %34[%87, %80] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %90 = mmaf %88, %84, %81 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      %91 = constant <i32: 3> : tile<i32>
      %92 = muli %91, %60 : tile<i32>
      %93 = constant <i32: 1> : tile<i32>
      %94 = addi %92, %93 : tile<i32>
      %95, %96 = load_view_tko weak %34[%94, %80] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %97 = mmaf %95, %84, %82 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      %98 = constant <i32: 3> : tile<i32>
      %99 = muli %98, %60 : tile<i32>
      %100 = constant <i32: 2> : tile<i32>
      %101 = addi %99, %100 : tile<i32>
      %102, %103 = load_view_tko weak %34[%101, %80] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x32xf16>, token
      %104 = mmaf %102, %84, %83 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %90, %97, %104 : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
    }
    %108 = constant <i32: 3> : tile<i32>
    %109 = muli %108, %60 : tile<i32>
    %110 = store_view_tko weak %105, %35[%109, %72] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %111 = constant <i32: 3> : tile<i32>
    %112 = muli %111, %60 : tile<i32>
    %113 = constant <i32: 1> : tile<i32>
    %114 = addi %112, %113 : tile<i32>
    %115 = store_view_tko weak %106, %35[%114, %72] token = %110 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %116 = constant <i32: 3> : tile<i32>
    %117 = muli %116, %60 : tile<i32>
    %118 = constant <i32: 2> : tile<i32>
    %119 = addi %117, %118 : tile<i32>
    %120 = store_view_tko weak %107, %35[%119, %72] token = %115 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked5 [tm=64, tn=64, tk=32, G=1, W=8]
cuda_tile.module @matmul_stacked5 {
  entry @matmul_stacked5(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume div_by<4>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume bounded<0, ?>, %2 : tile<i32>
    %19 = make_tensor_view %15, shape = [%17, %18], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %21 = assume bounded<0, ?>, %6 : tile<i32>
    %22 = assume div_by<2>, %7 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume div_by<2>, %8 : tile<i32>
    %25 = make_tensor_view %20, shape = [%21, %23], strides = [%24, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %26 = assume div_by<16>, %10 : tile<ptr<f32>>
    %27 = assume div_by<4>, %11 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<2>, %12 : tile<i32>
    %30 = assume bounded<0, ?>, %29 : tile<i32>
    %31 = assume div_by<2>, %13 : tile<i32>
    %32 = make_tensor_view %26, shape = [%28, %30], strides = [%31, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %33 = make_partition_view %25 : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %34 = make_partition_view %19 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %35 = make_partition_view %32 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = constant <i32: 320> : tile<i32>
    %40 = divi %17, %39 signed rounding positive_inf : tile<i32>
    %41 = constant <i32: 64> : tile<i32>
    %42 = divi %23, %41 signed rounding positive_inf : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = muli %43, %42 : tile<i32>
    %45 = divi %36, %44 signed rounding negative_inf : tile<i32>
    %46 = constant <i32: 1> : tile<i32>
    %47 = muli %45, %46 : tile<i32>
    %48 = subi %40, %47 : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %50 = mini %48, %49 signed : tile<i32>
    %51 = remi %36, %50 signed : tile<i32>
    %52 = constant <i32: 0> : tile<i32>
    %53 = cmpi less_than %51, %52, signed : tile<i32> -> tile<i1>
    %54 = cmpi less_than %50, %52, signed : tile<i32> -> tile<i1>
    %55 = cmpi not_equal %51, %52, signed : tile<i32> -> tile<i1>
    %56 = xori %53, %54 : tile<i1>
    %57 = andi %55, %56 : tile<i1>
    %58 = addi %51, %50 : tile<i32>
    %59 = select %57, %58, %51 : tile<i1>, tile<i32>
    %60 = addi %47, %59 : tile<i32>
    %61 = constant <i32: 1> : tile<i32>
    %62 = muli %61, %42 : tile<i32>
    %63 = remi %36, %62 signed : tile<i32>
    %64 = constant <i32: 0> : tile<i32>
    %65 = cmpi less_than %63, %64, signed : tile<i32> -> tile<i1>
    %66 = cmpi less_than %62, %64, signed : tile<i32> -> tile<i1>
    %67 = cmpi not_equal %63, %64, signed : tile<i32> -> tile<i1>
    %68 = xori %65, %66 : tile<i1>
    %69 = andi %67, %68 : tile<i1>
    %70 = addi %63, %62 : tile<i32>
    %71 = select %69, %70, %63 : tile<i1>, tile<i32>
    %72 = divi %71, %50 signed rounding negative_inf : tile<i32>
    %73 = constant <f32: 0.0> : tile<64x64xf32>
    %74 = constant <f32: 0.0> : tile<64x64xf32>
    %75 = constant <f32: 0.0> : tile<64x64xf32>
    %76 = constant <f32: 0.0> : tile<64x64xf32>
    %77 = constant <f32: 0.0> : tile<64x64xf32>
    %78 = constant <i32: 32> : tile<i32>
    %79 = divi %18, %78 signed rounding positive_inf : tile<i32>
    %80 = constant <i32: 0> : tile<i32>
    %81 = constant <i32: 1> : tile<i32>
    %123, %124, %125, %126, %127 = for %82 in (%80 to %79, step %81) : tile<i32> iter_values(%83 = %73, %84 = %74, %85 = %75, %86 = %76, %87 = %77) -> (tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>) {
      %88, %89 = load_view_tko weak %33[%82, %72] : partition_view<tile=(32x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x64xbf16>, token
      %90 = constant <i32: 5> : tile<i32>
      %91 = muli %90, %60 : tile<i32>
      %92, %93 = load_view_tko weak %34[%91, %82] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %94 = mmaf %92, %88, %83 : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      %95 = constant <i32: 5> : tile<i32>
      %96 = muli %95, %60 : tile<i32>
      %97 = constant <i32: 1> : tile<i32>
      %98 = addi %96, %97 : tile<i32>
      %99, %100 = load_view_tko weak %34[%98, %82] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %101 = mmaf %99, %88, %84 : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      %102 = constant <i32: 5> : tile<i32>
      %103 = muli %102, %60 : tile<i32>
      %104 = constant <i32: 2> : tile<i32>
      %105 = addi %103, %104 : tile<i32>
      %106, %107 = load_view_tko weak %34[%105, %82] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %108 = mmaf %106, %88, %85 : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      %109 = constant <i32: 5> : tile<i32>
      %110 = muli %109, %60 : tile<i32>
      %111 = constant <i32: 3> : tile<i32>
      %112 = addi %110, %111 : tile<i32>
      %113, %114 = load_view_tko weak %34[%112, %82] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %115 = mmaf %113, %88, %86 : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      %116 = constant <i32: 5> : tile<i32>
      %117 = muli %116, %60 : tile<i32>
      %118 = constant <i32: 4> : tile<i32>
      %119 = addi %117, %118 : tile<i32>
      %120, %121 = load_view_tko weak %34[%119, %82] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %122 = mmaf %120, %88, %87 : tile<64x32xbf16>, tile<32x64xbf16>, tile<64x64xf32>
      continue %94, %101, %108, %115, %122 : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
    }
    %128 = constant <i32: 5> : tile<i32>
    %129 = muli %128, %60 : tile<i32>
    %130 = store_view_tko weak %123, %35[%129, %72] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %131 = constant <i32: 5> : tile<i32>
    %132 = muli %131, %60 : tile<i32>
    %133 = constant <i32: 1> : tile<i32>
    %134 = addi %132, %133 : tile<i32>
    %135 = store_view_tko weak %124, %35[%134, %72] token = %130 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %136 = constant <i32: 5> : tile<i32>
    %137 = muli %136, %60 : tile<i32>
    %138 = constant <i32: 2> : tile<i32>
    %139 = addi %137, %138 : tile<i32>
    %140 = store_view_tko weak %125, %35[%139, %72] token = %135 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %141 = constant <i32: 5> : tile<i32>
    %142 = muli %141, %60 : tile<i32>
    %143 = constant <i32: 3> : tile<i32>
    %144 = addi %142, %143 : tile<i32>
    %145 = store_view_tko weak %126, %35[%144, %72] token = %140 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %146 = constant <i32: 5> : tile<i32>
    %147 = muli %146, %60 : tile<i32>
    %148 = constant <i32: 4> : tile<i32>
    %149 = addi %147, %148 : tile<i32>
    %150 = store_view_tko weak %127, %35[%149, %72] token = %145 : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xbf16>, partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xbf16>, partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=256, tk=64, G=1, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 256> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x256xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x256xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x256xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x256xbf16>, tile<128x256xf32>
      continue %78 : tile<128x256xf32>
    }
    %80 = ftof %79 : tile<128x256xf32> -> tile<128x256xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x256xbf16>, partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=8, W=4, OCC=0]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 192> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %17, %70 signed rounding positive_inf : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = constant <i32: 1> : tile<i32>
    %99, %100, %101 = for %74 in (%72 to %71, step %73) : tile<i32> iter_values(%75 = %67, %76 = %68, %77 = %69) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %78, %79 = load_view_tko weak %27[%74, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %80 = constant <i32: 3> : tile<i32>
      %81 = muli %80, %54 : tile<i32>
      %82, %83 = load_view_tko weak %28[%81, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %84 = mmaf %82, %78, %75 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %85 = constant <i32: 3> : tile<i32>
      %86 = muli %85, %54 : tile<i32>
      %87 = constant <i32: 1> : tile<i32>
      %88 = addi %86, %87 : tile<i32>
      %89, %90 = load_view_tko weak %28[%88, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %91 = mmaf %89, %78, %76 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %92 = constant <i32: 3> : tile<i32>
      %93 = muli %92, %54 : tile<i32>
      %94 = constant <i32: 2> : tile<i32>
      %95 = addi %93, %94 : tile<i32>
      %96, %97 = load_view_tko weak %28[%95, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %98 = mmaf %96, %78, %77 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %84, %91, %98 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %102 = constant <i32: 3> : tile<i32>
    %103 = muli %102, %54 : tile<i32>
    %104 = ftof %99 : tile<64x128xf32> -> tile<64x128xbf16>
    %105 = store_view_tko weak %104, %29[%103, %66] : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %106 = constant <i32: 3> : tile<i32>
    %107 = muli %106, %54 : tile<i32>
    %108 = constant <i32: 1> : tile<i32>
    %109 = addi %107, %108 : tile<i32>
    %110 = ftof %100 : tile<64x128xf32> -> tile<64x128xbf16>
    %111 = store_view_tko weak %110, %29[%109, %66] token = %105 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %112 = constant <i32: 3> : tile<i32>
    %113 = muli %112, %54 : tile<i32>
    %114 = constant <i32: 2> : tile<i32>
    %115 = addi %113, %114 : tile<i32>
    %116 = ftof %101 : tile<64x128xf32> -> tile<64x128xbf16>
    %117 = store_view_tko weak %116, %29[%115, %66] token = %111 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked5 [tm=64, tn=128, tk=64, G=8, W=8]
cuda_tile.module @matmul_stacked5 {
  entry @matmul_stacked5(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 320> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <f32: 0.0> : tile<64x128xf32>
    %71 = constant <f32: 0.0> : tile<64x128xf32>
    %72 = constant <i32: 64> : tile<i32>
    %73 = divi %17, %72 signed rounding positive_inf : tile<i32>
    %74 = constant <i32: 0> : tile<i32>
    %75 = constant <i32: 1> : tile<i32>
    %117, %118, %119, %120, %121 = for %76 in (%74 to %73, step %75) : tile<i32> iter_values(%77 = %67, %78 = %68, %79 = %69, %80 = %70, %81 = %71) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %82, %83 = load_view_tko weak %27[%76, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %84 = constant <i32: 5> : tile<i32>
      %85 = muli %84, %54 : tile<i32>
      %86, %87 = load_view_tko weak %28[%85, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %88 = mmaf %86, %82, %77 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %89 = constant <i32: 5> : tile<i32>
      %90 = muli %89, %54 : tile<i32>
      %91 = constant <i32: 1> : tile<i32>
      %92 = addi %90, %91 : tile<i32>
      %93, %94 = load_view_tko weak %28[%92, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %95 = mmaf %93, %82, %78 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %96 = constant <i32: 5> : tile<i32>
      %97 = muli %96, %54 : tile<i32>
      %98 = constant <i32: 2> : tile<i32>
      %99 = addi %97, %98 : tile<i32>
      %100, %101 = load_view_tko weak %28[%99, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %102 = mmaf %100, %82, %79 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %103 = constant <i32: 5> : tile<i32>
      %104 = muli %103, %54 : tile<i32>
      %105 = constant <i32: 3> : tile<i32>
      %106 = addi %104, %105 : tile<i32>
      %107, %108 = load_view_tko weak %28[%106, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %109 = mmaf %107, %82, %80 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %110 = constant <i32: 5> : tile<i32>
      %111 = muli %110, %54 : tile<i32>
      %112 = constant <i32: 4> : tile<i32>
      %113 = addi %111, %112 : tile<i32>
      %114, %115 = load_view_tko weak %28[%113, %76] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %116 = mmaf %114, %82, %81 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %88, %95, %102, %109, %116 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %122 = constant <i32: 5> : tile<i32>
    %123 = muli %122, %54 : tile<i32>
    %124 = ftof %117 : tile<64x128xf32> -> tile<64x128xbf16>
    %125 = store_view_tko weak %124, %29[%123, %66] : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %126 = constant <i32: 5> : tile<i32>
    %127 = muli %126, %54 : tile<i32>
    %128 = constant <i32: 1> : tile<i32>
    %129 = addi %127, %128 : tile<i32>
    %130 = ftof %118 : tile<64x128xf32> -> tile<64x128xbf16>
    %131 = store_view_tko weak %130, %29[%129, %66] token = %125 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %132 = constant <i32: 5> : tile<i32>
    %133 = muli %132, %54 : tile<i32>
    %134 = constant <i32: 2> : tile<i32>
    %135 = addi %133, %134 : tile<i32>
    %136 = ftof %119 : tile<64x128xf32> -> tile<64x128xbf16>
    %137 = store_view_tko weak %136, %29[%135, %66] token = %131 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %138 = constant <i32: 5> : tile<i32>
    %139 = muli %138, %54 : tile<i32>
    %140 = constant <i32: 3> : tile<i32>
    %141 = addi %139, %140 : tile<i32>
    %142 = ftof %120 : tile<64x128xf32> -> tile<64x128xbf16>
    %143 = store_view_tko weak %142, %29[%141, %66] token = %137 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %144 = constant <i32: 5> : tile<i32>
    %145 = muli %144, %54 : tile<i32>
    %146 = constant <i32: 4> : tile<i32>
    %147 = addi %145, %146 : tile<i32>
    %148 = ftof %121 : tile<64x128xf32> -> tile<64x128xbf16>
    %149 = store_view_tko weak %148, %29[%147, %66] token = %143 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = ftof %79 : tile<128x128xf32> -> tile<128x128xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=256, tn=128, tk=64, G=8, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(256x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 256> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<256x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<256x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(256x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<256x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<256x64xbf16>, tile<64x128xbf16>, tile<256x128xf32>
      continue %78 : tile<256x128xf32>
    }
    %80 = ftof %79 : tile<256x128xf32> -> tile<256x128xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<256x128xbf16>, partition_view<tile=(256x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=8, W=4, OCC=2]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {occupancy = 2, num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 192> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <f32: 0.0> : tile<64x128xf32>
    %69 = constant <f32: 0.0> : tile<64x128xf32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %17, %70 signed rounding positive_inf : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = constant <i32: 1> : tile<i32>
    %99, %100, %101 = for %74 in (%72 to %71, step %73) : tile<i32> iter_values(%75 = %67, %76 = %68, %77 = %69) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %78, %79 = load_view_tko weak %27[%74, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %80 = constant <i32: 3> : tile<i32>
      %81 = muli %80, %54 : tile<i32>
      %82, %83 = load_view_tko weak %28[%81, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %84 = mmaf %82, %78, %75 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %85 = constant <i32: 3> : tile<i32>
      %86 = muli %85, %54 : tile<i32>
      %87 = constant <i32: 1> : tile<i32>
      %88 = addi %86, %87 : tile<i32>
      %89, %90 = load_view_tko weak %28[%88, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %91 = mmaf %89, %78, %76 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %92 = constant <i32: 3> : tile<i32>
      %93 = muli %92, %54 : tile<i32>
      %94 = constant <i32: 2> : tile<i32>
      %95 = addi %93, %94 : tile<i32>
      %96, %97 = load_view_tko weak %28[%95, %74] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %98 = mmaf %96, %78, %77 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %84, %91, %98 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %102 = constant <i32: 3> : tile<i32>
    %103 = muli %102, %54 : tile<i32>
    %104 = ftof %99 : tile<64x128xf32> -> tile<64x128xbf16>
    %105 = store_view_tko weak %104, %29[%103, %66] : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %106 = constant <i32: 3> : tile<i32>
    %107 = muli %106, %54 : tile<i32>
    %108 = constant <i32: 1> : tile<i32>
    %109 = addi %107, %108 : tile<i32>
    %110 = ftof %100 : tile<64x128xf32> -> tile<64x128xbf16>
    %111 = store_view_tko weak %110, %29[%109, %66] token = %105 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %112 = constant <i32: 3> : tile<i32>
    %113 = muli %112, %54 : tile<i32>
    %114 = constant <i32: 2> : tile<i32>
    %115 = addi %113, %114 : tile<i32>
    %116 = ftof %101 : tile<64x128xf32> -> tile<64x128xbf16>
    %117 = store_view_tko weak %116, %29[%115, %66] token = %111 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=128, tk=64, G=8, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = ftof %79 : tile<128x128xf32> -> tile<128x128xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %78 : tile<64x128xf32>
    }
    %80 = ftof %79 : tile<64x128xf32> -> tile<64x128xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = ftof %79 : tile<64x64xf32> -> tile<64x64xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x64xbf16>, partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_split_k [tm=64, tn=64, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = assume bounded<0, ?>, %7 : tile<i32>
    %24 = make_tensor_view %21, shape = [%22, %23], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27, %28], strides = [%14, %15, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %30 = make_partition_view %20 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = constant <i32: 64> : tile<i32>
    %37 = divi %18, %36 signed rounding positive_inf : tile<i32>
    %38 = constant <i32: 64> : tile<i32>
    %39 = divi %23, %38 signed rounding positive_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %40, %39 : tile<i32>
    %42 = divi %33, %41 signed rounding negative_inf : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = muli %42, %43 : tile<i32>
    %45 = subi %37, %44 : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = mini %45, %46 signed : tile<i32>
    %48 = remi %33, %47 signed : tile<i32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = cmpi less_than %48, %49, signed : tile<i32> -> tile<i1>
    %51 = cmpi less_than %47, %49, signed : tile<i32> -> tile<i1>
    %52 = cmpi not_equal %48, %49, signed : tile<i32> -> tile<i1>
    %53 = xori %50, %51 : tile<i1>
    %54 = andi %52, %53 : tile<i1>
    %55 = addi %48, %47 : tile<i32>
    %56 = select %54, %55, %48 : tile<i1>, tile<i32>
    %57 = addi %44, %56 : tile<i32>
    %58 = constant <i32: 8> : tile<i32>
    %59 = muli %58, %39 : tile<i32>
    %60 = remi %33, %59 signed : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = cmpi less_than %60, %61, signed : tile<i32> -> tile<i1>
    %63 = cmpi less_than %59, %61, signed : tile<i32> -> tile<i1>
    %64 = cmpi not_equal %60, %61, signed : tile<i32> -> tile<i1>
    %65 = xori %62, %63 : tile<i1>
    %66 = andi %64, %65 : tile<i1>
    %67 = addi %60, %59 : tile<i32>
    %68 = select %66, %67, %60 : tile<i1>, tile<i32>
    %69 = divi %68, %47 signed rounding negative_inf : tile<i32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %19, %70 signed rounding positive_inf : tile<i32>
    %72, %73, %74 = get_num_tile_blocks : tile<i32>
    %75 = divi %71, %73 signed rounding positive_inf : tile<i32>
    %76, %77, %78 = get_tile_block_id : tile<i32>
    %79 = muli %77, %75 : tile<i32>
    %80 = addi %79, %75 : tile<i32>
    %81 = cmpi greater_than %80, %71, signed : tile<i32> -> tile<i1>
    %82 = if %81 -> (tile<i32>) {
      yield %71 : tile<i32>
    } else {
      yield %80 : tile<i32>
    }
    %83 = constant <f32: 0.0> : tile<64x64xf32>
    %84 = constant <i32: 1> : tile<i32>
    %92 = for %85 in (%79 to %82, step %84) : tile<i32> iter_values(%86 = %83) -> (tile<64x64xf32>) {
      %87, %88 = load_view_tko weak %30[%57, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %89, %90 = load_view_tko weak %31[%85, %69] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %91 = mmaf %87, %89, %86 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      continue %91 : tile<64x64xf32>
    }
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = reshape %92 : tile<64x64xf32> -> tile<1x64x64xf32>
    %97 = store_view_tko weak %96, %32[%94, %57, %69] : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_split_k [tm=64, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = assume bounded<0, ?>, %7 : tile<i32>
    %24 = make_tensor_view %21, shape = [%22, %23], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27, %28], strides = [%14, %15, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %30 = make_partition_view %20 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(1x64x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = constant <i32: 64> : tile<i32>
    %37 = divi %18, %36 signed rounding positive_inf : tile<i32>
    %38 = constant <i32: 128> : tile<i32>
    %39 = divi %23, %38 signed rounding positive_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %40, %39 : tile<i32>
    %42 = divi %33, %41 signed rounding negative_inf : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = muli %42, %43 : tile<i32>
    %45 = subi %37, %44 : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = mini %45, %46 signed : tile<i32>
    %48 = remi %33, %47 signed : tile<i32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = cmpi less_than %48, %49, signed : tile<i32> -> tile<i1>
    %51 = cmpi less_than %47, %49, signed : tile<i32> -> tile<i1>
    %52 = cmpi not_equal %48, %49, signed : tile<i32> -> tile<i1>
    %53 = xori %50, %51 : tile<i1>
    %54 = andi %52, %53 : tile<i1>
    %55 = addi %48, %47 : tile<i32>
    %56 = select %54, %55, %48 : tile<i1>, tile<i32>
    %57 = addi %44, %56 : tile<i32>
    %58 = constant <i32: 8> : tile<i32>
    %59 = muli %58, %39 : tile<i32>
    %60 = remi %33, %59 signed : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = cmpi less_than %60, %61, signed : tile<i32> -> tile<i1>
    %63 = cmpi less_than %59, %61, signed : tile<i32> -> tile<i1>
    %64 = cmpi not_equal %60, %61, signed : tile<i32> -> tile<i1>
    %65 = xori %62, %63 : tile<i1>
    %66 = andi %64, %65 : tile<i1>
    %67 = addi %60, %59 : tile<i32>
    %68 = select %66, %67, %60 : tile<i1>, tile<i32>
    %69 = divi %68, %47 signed rounding negative_inf : tile<i32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %19, %70 signed rounding positive_inf : tile<i32>
    %72, %73, %74 = get_num_tile_blocks : tile<i32>
    %75 = divi %71, %73 signed rounding positive_inf : tile<i32>
    %76, %77, %78 = get_tile_block_id : tile<i32>
    %79 = muli %77, %75 : tile<i32>
    %80 = addi %79, %75 : tile<i32>
    %81 = cmpi greater_than %80, %71, signed : tile<i32> -> tile<i1>
    %82 = if %81 -> (tile<i32>) {
      yield %71 : tile<i32>
    } else {
      yield %80 : tile<i32>
    }
    %83 = constant <f32: 0.0> : tile<64x128xf32>
    %84 = constant <i32: 1> : tile<i32>
    %92 = for %85 in (%79 to %82, step %84) : tile<i32> iter_values(%86 = %83) -> (tile<64x128xf32>) {
      %87, %88 = load_view_tko weak %30[%57, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %89, %90 = load_view_tko weak %31[%85, %69] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %91 = mmaf %87, %89, %86 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %91 : tile<64x128xf32>
    }
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = reshape %92 : tile<64x128xf32> -> tile<1x64x128xf32>
    %97 = store_view_tko weak %96, %32[%94, %57, %69] : tile<1x64x128xf32>, partition_view<tile=(1x64x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_split_k [tm=128, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %2 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %22 = assume bounded<0, ?>, %6 : tile<i32>
    %23 = assume bounded<0, ?>, %7 : tile<i32>
    %24 = make_tensor_view %21, shape = [%22, %23], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %25 = assume div_by<16>, %10 : tile<ptr<f32>>
    %26 = assume bounded<0, ?>, %11 : tile<i32>
    %27 = assume bounded<0, ?>, %12 : tile<i32>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %25, shape = [%26, %27, %28], strides = [%14, %15, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %30 = make_partition_view %20 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %31 = make_partition_view %24 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %32 = make_partition_view %29 : partition_view<tile=(1x128x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = constant <i32: 128> : tile<i32>
    %37 = divi %18, %36 signed rounding positive_inf : tile<i32>
    %38 = constant <i32: 128> : tile<i32>
    %39 = divi %23, %38 signed rounding positive_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %40, %39 : tile<i32>
    %42 = divi %33, %41 signed rounding negative_inf : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = muli %42, %43 : tile<i32>
    %45 = subi %37, %44 : tile<i32>
    %46 = constant <i32: 8> : tile<i32>
    %47 = mini %45, %46 signed : tile<i32>
    %48 = remi %33, %47 signed : tile<i32>
    %49 = constant <i32: 0> : tile<i32>
    %50 = cmpi less_than %48, %49, signed : tile<i32> -> tile<i1>
    %51 = cmpi less_than %47, %49, signed : tile<i32> -> tile<i1>
    %52 = cmpi not_equal %48, %49, signed : tile<i32> -> tile<i1>
    %53 = xori %50, %51 : tile<i1>
    %54 = andi %52, %53 : tile<i1>
    %55 = addi %48, %47 : tile<i32>
    %56 = select %54, %55, %48 : tile<i1>, tile<i32>
    %57 = addi %44, %56 : tile<i32>
    %58 = constant <i32: 8> : tile<i32>
    %59 = muli %58, %39 : tile<i32>
    %60 = remi %33, %59 signed : tile<i32>
    %61 = constant <i32: 0> : tile<i32>
    %62 = cmpi less_than %60, %61, signed : tile<i32> -> tile<i1>
    %63 = cmpi less_than %59, %61, signed : tile<i32> -> tile<i1>
    %64 = cmpi not_equal %60, %61, signed : tile<i32> -> tile<i1>
    %65 = xori %62, %63 : tile<i1>
    %66 = andi %64, %65 : tile<i1>
    %67 = addi %60, %59 : tile<i32>
    %68 = select %66, %67, %60 : tile<i1>, tile<i32>
    %69 = divi %68, %47 signed rounding negative_inf : tile<i32>
    %70 = constant <i32: 64> : tile<i32>
    %71 = divi %19, %70 signed rounding positive_inf : tile<i32>
    %72, %73, %74 = get_num_tile_blocks : tile<i32>
    %75 = divi %71, %73 signed rounding positive_inf : tile<i32>
    %76, %77, %78 = get_tile_block_id : tile<i32>
    %79 = muli %77, %75 : tile<i32>
    %80 = addi %79, %75 : tile<i32>
    %81 = cmpi greater_than %80, %71, signed : tile<i32> -> tile<i1>
    %82 = if %81 -> (tile<i32>) {
      yield %71 : tile<i32>
    } else {
      yield %80 : tile<i32>
    }
    %83 = constant <f32: 0.0> : tile<128x128xf32>
    %84 = constant <i32: 1> : tile<i32>
    %92 = for %85 in (%79 to %82, step %84) : tile<i32> iter_values(%86 = %83) -> (tile<128x128xf32>) {
      %87, %88 = load_view_tko weak %30[%57, %85] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %89, %90 = load_view_tko weak %31[%85, %69] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %91 = mmaf %87, %89, %86 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %91 : tile<128x128xf32>
    }
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = reshape %92 : tile<128x128xf32> -> tile<1x128x128xf32>
    %97 = store_view_tko weak %96, %32[%94, %57, %69] : tile<1x128x128xf32>, partition_view<tile=(1x128x128), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel sum_splits [SP=4, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(4x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %49 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(4x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<4x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<4x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = ftof %46 : tile<8x64xf32> -> tile<8x64xbf16>
      %48 = store_view_tko weak %47, %22[%32, %41] token = %33 : tile<8x64xbf16>, partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %48 : token
    }
    return
  }
}

// kernel sum_splits [SP=8, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %49 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<8x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<8x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = ftof %46 : tile<8x64xf32> -> tile<8x64xbf16>
      %48 = store_view_tko weak %47, %22[%32, %41] token = %33 : tile<8x64xbf16>, partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %48 : token
    }
    return
  }
}

// kernel sum_splits [SP=16, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %2 : tile<i32>
    %15 = assume bounded<0, ?>, %3 : tile<i32>
    %16 = make_tensor_view %12, shape = [%13, %14, %15], strides = [%4, %5, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %17 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %8 : tile<i32>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%10, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = constant <i32: 8> : tile<i32>
    %27 = divi %18, %26 signed rounding positive_inf : tile<i32>
    %28, %29, %30 = get_num_tile_blocks : tile<i32>
    %31 = make_token : token
    %49 = for %32 in (%23 to %27, step %28) : tile<i32> iter_values(%33 = %31) -> (token) {
      %34, %35, %36 = get_tile_block_id : tile<i32>
      %37 = constant <i32: 0> : tile<i32>
      %38, %39 = load_view_tko weak %21[%37, %32, %35] : partition_view<tile=(16x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<16x8x64xf32>, token
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %46 = reduce %38 dim=0 identities=[0] : tile<16x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%43: tile<f32>, %44: tile<f32>):
        %45 = addf %43, %44 : tile<f32>
        yield %45 : tile<f32>
      }
      %47 = ftof %46 : tile<8x64xf32> -> tile<8x64xbf16>
      %48 = store_view_tko weak %47, %22[%32, %41] token = %33 : tile<8x64xbf16>, partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %48 : token
    }
    return
  }
}

// kernel matmul_grouped [tm=16, tn=128, tk=64, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x64xbf16>, tile<64x128xbf16>, tile<16x128xf32>
      continue %78 : tile<16x128xf32>
    }
    %80 = ftof %79 : tile<16x128xf32> -> tile<16x128xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=16, tn=64, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x64xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x128xbf16>, tile<128x64xbf16>, tile<16x64xf32>
      continue %78 : tile<16x64xf32>
    }
    %80 = ftof %79 : tile<16x64xf32> -> tile<16x64xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<16x64xbf16>, partition_view<tile=(16x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=16, tn=32, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(16x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 16> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<16x32xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<16x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x32xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<16x128xbf16>, tile<128x32xbf16>, tile<16x32xf32>
      continue %78 : tile<16x32xf32>
    }
    %80 = ftof %79 : tile<16x32xf32> -> tile<16x32xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<16x32xbf16>, partition_view<tile=(16x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=32, tk=128, G=8, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x32xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x32xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x128xbf16>, tile<128x32xbf16>, tile<64x32xf32>
      continue %78 : tile<64x32xf32>
    }
    %80 = ftof %79 : tile<64x32xf32> -> tile<64x32xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x32xbf16>, partition_view<tile=(64x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=16, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x16), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 16> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x16xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x16xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x16xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x16xbf16>, tile<128x16xf32>
      continue %78 : tile<128x16xf32>
    }
    %80 = ftof %79 : tile<128x16xf32> -> tile<128x16xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x16xbf16>, partition_view<tile=(128x16), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=32, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x32xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x32xbf16>, tile<128x32xf32>
      continue %78 : tile<128x32xf32>
    }
    %80 = ftof %79 : tile<128x32xf32> -> tile<128x32xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x32xbf16>, partition_view<tile=(128x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=64, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x64xbf16>, tile<128x64xf32>
      continue %78 : tile<128x64xf32>
    }
    %80 = ftof %79 : tile<128x64xf32> -> tile<128x64xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x64xbf16>, partition_view<tile=(128x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=16, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x16), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 16> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x16xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x16xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x16), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x16xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xbf16>, tile<64x16xbf16>, tile<64x16xf32>
      continue %78 : tile<64x16xf32>
    }
    %80 = ftof %79 : tile<64x16xf32> -> tile<64x16xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x16xbf16>, partition_view<tile=(64x16), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=32, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x32xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x32xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xbf16>, tile<64x32xbf16>, tile<64x32xf32>
      continue %78 : tile<64x32xf32>
    }
    %80 = ftof %79 : tile<64x32xf32> -> tile<64x32xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x32xbf16>, partition_view<tile=(64x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = ftof %79 : tile<64x64xf32> -> tile<64x64xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x64xbf16>, partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=128, tk=64, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 128> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x128xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %78 : tile<64x128xf32>
    }
    %80 = ftof %79 : tile<64x128xf32> -> tile<64x128xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=64, tn=64, tk=128, G=1, W=4]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 64> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 1> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 1> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<64x64xf32>
    %68 = constant <i32: 128> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<64x64xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
      continue %78 : tile<64x64xf32>
    }
    %80 = ftof %79 : tile<64x64xf32> -> tile<64x64xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<64x64xbf16>, partition_view<tile=(64x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xbf16>, partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume div_by<8>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<8>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<8>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %16 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xbf16>, partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=256, tk=64, G=8, W=8]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %15 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %15, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %19, shape = [%20, %21], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %23 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %24 = assume bounded<0, ?>, %11 : tile<i32>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %23, shape = [%24, %25], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %27 = make_partition_view %18 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33 = constant <i32: 128> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 256> : tile<i32>
    %36 = divi %21, %35 signed rounding positive_inf : tile<i32>
    %37 = constant <i32: 8> : tile<i32>
    %38 = muli %37, %36 : tile<i32>
    %39 = divi %30, %38 signed rounding negative_inf : tile<i32>
    %40 = constant <i32: 8> : tile<i32>
    %41 = muli %39, %40 : tile<i32>
    %42 = subi %34, %41 : tile<i32>
    %43 = constant <i32: 8> : tile<i32>
    %44 = mini %42, %43 signed : tile<i32>
    %45 = remi %30, %44 signed : tile<i32>
    %46 = constant <i32: 0> : tile<i32>
    %47 = cmpi less_than %45, %46, signed : tile<i32> -> tile<i1>
    %48 = cmpi less_than %44, %46, signed : tile<i32> -> tile<i1>
    %49 = cmpi not_equal %45, %46, signed : tile<i32> -> tile<i1>
    %50 = xori %47, %48 : tile<i1>
    %51 = andi %49, %50 : tile<i1>
    %52 = addi %45, %44 : tile<i32>
    %53 = select %51, %52, %45 : tile<i1>, tile<i32>
    %54 = addi %41, %53 : tile<i32>
    %55 = constant <i32: 8> : tile<i32>
    %56 = muli %55, %36 : tile<i32>
    %57 = remi %30, %56 signed : tile<i32>
    %58 = constant <i32: 0> : tile<i32>
    %59 = cmpi less_than %57, %58, signed : tile<i32> -> tile<i1>
    %60 = cmpi less_than %56, %58, signed : tile<i32> -> tile<i1>
    %61 = cmpi not_equal %57, %58, signed : tile<i32> -> tile<i1>
    %62 = xori %59, %60 : tile<i1>
    %63 = andi %61, %62 : tile<i1>
    %64 = addi %57, %56 : tile<i32>
    %65 = select %63, %64, %57 : tile<i1>, tile<i32>
    %66 = divi %65, %44 signed rounding negative_inf : tile<i32>
    %67 = constant <f32: 0.0> : tile<128x256xf32>
    %68 = constant <i32: 64> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x256xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x256xbf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x64xbf16>, tile<64x256xbf16>, tile<128x256xf32>
      continue %78 : tile<128x256xf32>
    }
    %80 = ftof %79 : tile<128x256xf32> -> tile<128x256xbf16>
    %81 = store_view_tko weak %80, %29[%54, %66] : tile<128x256xbf16>, partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<8>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<8>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xbf16>, partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=16, TN=128]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume div_by<8>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<16x128xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<16x128xbf16>, partition_view<tile=(16x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=32, TN=32]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %15 = assume div_by<8>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<32x32xbf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<32x32xbf16>, partition_view<tile=(32x32), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
