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

// kernel copy_2d [TM=64, TN=64]
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
    %19 = make_partition_view %14 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %19[%21, %25] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %29 = store_view_tko weak %27, %20[%21, %25] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %20 = make_partition_view %15 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
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

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
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

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %20 = make_partition_view %15 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
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

// kernel copy_2d [TM=64, TN=64]
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
    %20 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
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

// kernel copy_2d [TM=64, TN=64]
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
    %20 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %21 = make_partition_view %19 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28, %29 = load_view_tko weak %20[%22, %26] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %30 = store_view_tko weak %28, %21[%22, %26] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
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

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
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

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
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
    %21 = make_partition_view %13 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %22 = make_partition_view %20 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %31 = store_view_tko weak %29, %22[%23, %27] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
