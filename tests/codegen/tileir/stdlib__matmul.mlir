// kernel matmul [tm=128, tn=128, tk=32]
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
    %27 = make_partition_view %18 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
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
    %68 = constant <i32: 32> : tile<i32>
    %69 = divi %17, %68 signed rounding positive_inf : tile<i32>
    %70 = constant <i32: 0> : tile<i32>
    %71 = constant <i32: 1> : tile<i32>
    %79 = for %72 in (%70 to %69, step %71) : tile<i32> iter_values(%73 = %67) -> (tile<128x128xf32>) {
      %74, %75 = load_view_tko weak %27[%54, %72] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %76, %77 = load_view_tko weak %28[%72, %66] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
      %78 = mmaf %74, %76, %73 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %78 : tile<128x128xf32>
    }
    %80 = store_view_tko weak %79, %29[%54, %66] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul [tm=128, tn=128, tk=64]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
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

// kernel matmul [tm=128, tn=128, tk=64]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
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

// kernel persistent_matmul [tm=128, tn=128, tk=32]
cuda_tile.module @persistent_matmul {
  entry @persistent_matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
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
    %27 = make_partition_view %18 : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %28 = make_partition_view %22 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %29 = make_partition_view %26 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %30 = constant <i32: 128> : tile<i32>
    %31 = divi %16, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <i32: 128> : tile<i32>
    %33 = divi %21, %32 signed rounding positive_inf : tile<i32>
    %34 = muli %31, %33 : tile<i32>
    %35 = constant <i32: 32> : tile<i32>
    %36 = divi %17, %35 signed rounding positive_inf : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41, %42 = get_num_tile_blocks : tile<i32>
    %43 = make_token : token
    %92 = for %44 in (%37 to %34, step %40) : tile<i32> iter_values(%45 = %43) -> (token) {
      %46 = constant <i32: 128> : tile<i32>
      %47 = divi %16, %46 signed rounding positive_inf : tile<i32>
      %48 = constant <i32: 128> : tile<i32>
      %49 = divi %21, %48 signed rounding positive_inf : tile<i32>
      %50 = constant <i32: 8> : tile<i32>
      %51 = muli %50, %49 : tile<i32>
      %52 = divi %44, %51 signed rounding negative_inf : tile<i32>
      %53 = constant <i32: 8> : tile<i32>
      %54 = muli %52, %53 : tile<i32>
      %55 = subi %47, %54 : tile<i32>
      %56 = constant <i32: 8> : tile<i32>
      %57 = mini %55, %56 signed : tile<i32>
      %58 = remi %44, %57 signed : tile<i32>
      %59 = constant <i32: 0> : tile<i32>
      %60 = cmpi less_than %58, %59, signed : tile<i32> -> tile<i1>
      %61 = cmpi less_than %57, %59, signed : tile<i32> -> tile<i1>
      %62 = cmpi not_equal %58, %59, signed : tile<i32> -> tile<i1>
      %63 = xori %60, %61 : tile<i1>
      %64 = andi %62, %63 : tile<i1>
      %65 = addi %58, %57 : tile<i32>
      %66 = select %64, %65, %58 : tile<i1>, tile<i32>
      %67 = addi %54, %66 : tile<i32>
      %68 = constant <i32: 8> : tile<i32>
      %69 = muli %68, %49 : tile<i32>
      %70 = remi %44, %69 signed : tile<i32>
      %71 = constant <i32: 0> : tile<i32>
      %72 = cmpi less_than %70, %71, signed : tile<i32> -> tile<i1>
      %73 = cmpi less_than %69, %71, signed : tile<i32> -> tile<i1>
      %74 = cmpi not_equal %70, %71, signed : tile<i32> -> tile<i1>
      %75 = xori %72, %73 : tile<i1>
      %76 = andi %74, %75 : tile<i1>
      %77 = addi %70, %69 : tile<i32>
      %78 = select %76, %77, %70 : tile<i1>, tile<i32>
      %79 = divi %78, %57 signed rounding negative_inf : tile<i32>
      %80 = constant <f32: 0.0> : tile<128x128xf32>
      %81 = constant <i32: 0> : tile<i32>
      %82 = constant <i32: 1> : tile<i32>
      %90 = for %83 in (%81 to %36, step %82) : tile<i32> iter_values(%84 = %80) -> (tile<128x128xf32>) {
        %85, %86 = load_view_tko weak %27[%67, %83] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
        %87, %88 = load_view_tko weak %28[%83, %79] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
        %89 = mmaf %85, %87, %84 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
        continue %89 : tile<128x128xf32>
      }
      %91 = store_view_tko weak %90, %29[%67, %79] token = %45 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %91 : token
    }
    return
  }
}

// kernel persistent_matmul [tm=128, tn=128, tk=64]
cuda_tile.module @persistent_matmul {
  entry @persistent_matmul(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
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
    %30 = constant <i32: 128> : tile<i32>
    %31 = divi %16, %30 signed rounding positive_inf : tile<i32>
    %32 = constant <i32: 128> : tile<i32>
    %33 = divi %21, %32 signed rounding positive_inf : tile<i32>
    %34 = muli %31, %33 : tile<i32>
    %35 = constant <i32: 64> : tile<i32>
    %36 = divi %17, %35 signed rounding positive_inf : tile<i32>
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41, %42 = get_num_tile_blocks : tile<i32>
    %43 = make_token : token
    %93 = for %44 in (%37 to %34, step %40) : tile<i32> iter_values(%45 = %43) -> (token) {
      %46 = constant <i32: 128> : tile<i32>
      %47 = divi %16, %46 signed rounding positive_inf : tile<i32>
      %48 = constant <i32: 128> : tile<i32>
      %49 = divi %21, %48 signed rounding positive_inf : tile<i32>
      %50 = constant <i32: 8> : tile<i32>
      %51 = muli %50, %49 : tile<i32>
      %52 = divi %44, %51 signed rounding negative_inf : tile<i32>
      %53 = constant <i32: 8> : tile<i32>
      %54 = muli %52, %53 : tile<i32>
      %55 = subi %47, %54 : tile<i32>
      %56 = constant <i32: 8> : tile<i32>
      %57 = mini %55, %56 signed : tile<i32>
      %58 = remi %44, %57 signed : tile<i32>
      %59 = constant <i32: 0> : tile<i32>
      %60 = cmpi less_than %58, %59, signed : tile<i32> -> tile<i1>
      %61 = cmpi less_than %57, %59, signed : tile<i32> -> tile<i1>
      %62 = cmpi not_equal %58, %59, signed : tile<i32> -> tile<i1>
      %63 = xori %60, %61 : tile<i1>
      %64 = andi %62, %63 : tile<i1>
      %65 = addi %58, %57 : tile<i32>
      %66 = select %64, %65, %58 : tile<i1>, tile<i32>
      %67 = addi %54, %66 : tile<i32>
      %68 = constant <i32: 8> : tile<i32>
      %69 = muli %68, %49 : tile<i32>
      %70 = remi %44, %69 signed : tile<i32>
      %71 = constant <i32: 0> : tile<i32>
      %72 = cmpi less_than %70, %71, signed : tile<i32> -> tile<i1>
      %73 = cmpi less_than %69, %71, signed : tile<i32> -> tile<i1>
      %74 = cmpi not_equal %70, %71, signed : tile<i32> -> tile<i1>
      %75 = xori %72, %73 : tile<i1>
      %76 = andi %74, %75 : tile<i1>
      %77 = addi %70, %69 : tile<i32>
      %78 = select %76, %77, %70 : tile<i1>, tile<i32>
      %79 = divi %78, %57 signed rounding negative_inf : tile<i32>
      %80 = constant <f32: 0.0> : tile<128x128xf32>
      %81 = constant <i32: 0> : tile<i32>
      %82 = constant <i32: 1> : tile<i32>
      %90 = for %83 in (%81 to %36, step %82) : tile<i32> iter_values(%84 = %80) -> (tile<128x128xf32>) {
        %85, %86 = load_view_tko weak %27[%67, %83] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
        %87, %88 = load_view_tko weak %28[%83, %79] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
        %89 = mmaf %85, %87, %84 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
        continue %89 : tile<128x128xf32>
      }
      %91 = ftof %90 : tile<128x128xf32> -> tile<128x128xbf16>
      %92 = store_view_tko weak %91, %29[%67, %79] token = %45 : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %92 : token
    }
    return
  }
}
