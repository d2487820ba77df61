// kernel matmul [tm=128, tn=128, tk=32]
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
    %37 = make_partition_view %28 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
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
    %77 = constant <i32: 32> : tile<i32>
    %78 = divi %19, %77 signed rounding positive_inf : tile<i32>
    %79 = constant <i32: 0> : tile<i32>
    %80 = constant <i32: 1> : tile<i32>
    %88 = for %81 in (%79 to %78, step %80) : tile<i32> iter_values(%82 = %76) -> (tile<128x128xf32>) {
      %83, %84 = load_view_tko weak %36[%63, %81] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
      %85, %86 = load_view_tko weak %37[%81, %75] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
      %87 = mmaf %83, %85, %82 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
      continue %87 : tile<128x128xf32>
    }
    %89 = store_view_tko weak %88, %38[%63, %75] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul [tm=128, tn=128, tk=64]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
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
    %29 = assume div_by<16>, %10 : tile<ptr<f16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
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

// kernel matmul [tm=128, tn=128, tk=64]
cuda_tile.module @matmul {
  entry @matmul(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
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
    %29 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
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
      %83, %84 = load_view_tko weak %36[%63, %81] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %85, %86 = load_view_tko weak %37[%81, %75] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %87 = mmaf %83, %85, %82 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %87 : tile<128x128xf32>
    }
    %89 = ftof %88 : tile<128x128xf32> -> tile<128x128xbf16>
    %90 = store_view_tko weak %89, %38[%63, %75] : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel bmm [tm=64, tn=64, tk=32]
cuda_tile.module @bmm {
  entry @bmm(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<f16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<f32>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>) {
    %21 = assume div_by<16>, %0 : tile<ptr<f16>>
    %22 = assume div_by<16>, %1 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume div_by<16>, %2 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = assume div_by<16>, %3 : tile<i32>
    %27 = assume bounded<0, ?>, %26 : tile<i32>
    %28 = assume div_by<16>, %4 : tile<i32>
    %29 = assume div_by<16>, %5 : tile<i32>
    %30 = make_tensor_view %21, shape = [%23, %25, %27], strides = [%28, %29, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %31 = assume div_by<16>, %7 : tile<ptr<f16>>
    %32 = assume div_by<16>, %8 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %9 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %10 : tile<i32>
    %37 = assume bounded<0, ?>, %36 : tile<i32>
    %38 = assume div_by<16>, %11 : tile<i32>
    %39 = assume div_by<16>, %12 : tile<i32>
    %40 = make_tensor_view %31, shape = [%33, %35, %37], strides = [%38, %39, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
    %41 = assume div_by<16>, %14 : tile<ptr<f32>>
    %42 = assume div_by<16>, %15 : tile<i32>
    %43 = assume bounded<0, ?>, %42 : tile<i32>
    %44 = assume div_by<16>, %16 : tile<i32>
    %45 = assume bounded<0, ?>, %44 : tile<i32>
    %46 = assume div_by<16>, %17 : tile<i32>
    %47 = assume bounded<0, ?>, %46 : tile<i32>
    %48 = assume div_by<16>, %18 : tile<i32>
    %49 = assume div_by<16>, %19 : tile<i32>
    %50 = make_tensor_view %41, shape = [%43, %45, %47], strides = [%48, %49, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %51 = make_partition_view %30 : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %52 = make_partition_view %40 : partition_view<tile=(1x32x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %53 = make_partition_view %50 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %54, %55, %56 = get_tile_block_id : tile<i32>
    %57, %58, %59 = get_tile_block_id : tile<i32>
    %60 = constant <i32: 64> : tile<i32>
    %61 = divi %25, %60 signed rounding positive_inf : tile<i32>
    %62 = constant <i32: 64> : tile<i32>
    %63 = divi %37, %62 signed rounding positive_inf : tile<i32>
    %64 = constant <i32: 8> : tile<i32>
    %65 = muli %64, %63 : tile<i32>
    %66 = divi %57, %65 signed rounding negative_inf : tile<i32>
    %67 = constant <i32: 8> : tile<i32>
    %68 = muli %66, %67 : tile<i32>
    %69 = subi %61, %68 : tile<i32>
    %70 = constant <i32: 8> : tile<i32>
    %71 = mini %69, %70 signed : tile<i32>
    %72 = remi %57, %71 signed : tile<i32>
    %73 = constant <i32: 0> : tile<i32>
    %74 = cmpi less_than %72, %73, signed : tile<i32> -> tile<i1>
    %75 = cmpi less_than %71, %73, signed : tile<i32> -> tile<i1>
    %76 = cmpi not_equal %72, %73, signed : tile<i32> -> tile<i1>
    %77 = xori %74, %75 : tile<i1>
    %78 = andi %76, %77 : tile<i1>
    %79 = addi %72, %71 : tile<i32>
    %80 = select %78, %79, %72 : tile<i1>, tile<i32>
    %81 = addi %68, %80 : tile<i32>
    %82 = constant <i32: 8> : tile<i32>
    %83 = muli %82, %63 : tile<i32>
    %84 = remi %57, %83 signed : tile<i32>
    %85 = constant <i32: 0> : tile<i32>
    %86 = cmpi less_than %84, %85, signed : tile<i32> -> tile<i1>
    %87 = cmpi less_than %83, %85, signed : tile<i32> -> tile<i1>
    %88 = cmpi not_equal %84, %85, signed : tile<i32> -> tile<i1>
    %89 = xori %86, %87 : tile<i1>
    %90 = andi %88, %89 : tile<i1>
    %91 = addi %84, %83 : tile<i32>
    %92 = select %90, %91, %84 : tile<i1>, tile<i32>
    %93 = divi %92, %71 signed rounding negative_inf : tile<i32>
    %94 = constant <f32: 0.0> : tile<64x64xf32>
    %95 = constant <i32: 32> : tile<i32>
    %96 = divi %27, %95 signed rounding positive_inf : tile<i32>
    %97 = constant <i32: 0> : tile<i32>
    %98 = constant <i32: 1> : tile<i32>
    %108 = for %99 in (%97 to %96, step %98) : tile<i32> iter_values(%100 = %94) -> (tile<64x64xf32>) {
      %101, %102 = load_view_tko weak %51[%55, %81, %99] : partition_view<tile=(1x64x32), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x32xf16>, token
      %103 = reshape %101 : tile<1x64x32xf16> -> tile<64x32xf16>
      %104, %105 = load_view_tko weak %52[%55, %99, %93] : partition_view<tile=(1x32x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x32x64xf16>, token
      %106 = reshape %104 : tile<1x32x64xf16> -> tile<32x64xf16>
      %107 = mmaf %103, %106, %100 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %107 : tile<64x64xf32>
    }
    %109 = reshape %108 : tile<64x64xf32> -> tile<1x64x64xf32>
    %110 = store_view_tko weak %109, %53[%55, %81, %93] : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel bmm [tm=128, tn=128, tk=64]
cuda_tile.module @bmm {
  entry @bmm(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<ptr<bf16>>, %15: tile<i32>, %16: tile<i32>, %17: tile<i32>, %18: tile<i32>, %19: tile<i32>, %20: tile<i32>) {
    %21 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %22 = assume div_by<16>, %1 : tile<i32>
    %23 = assume bounded<0, ?>, %22 : tile<i32>
    %24 = assume div_by<16>, %2 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = assume div_by<16>, %3 : tile<i32>
    %27 = assume bounded<0, ?>, %26 : tile<i32>
    %28 = assume div_by<16>, %4 : tile<i32>
    %29 = assume div_by<16>, %5 : tile<i32>
    %30 = make_tensor_view %21, shape = [%23, %25, %27], strides = [%28, %29, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %31 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %32 = assume div_by<16>, %8 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %9 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %10 : tile<i32>
    %37 = assume bounded<0, ?>, %36 : tile<i32>
    %38 = assume div_by<16>, %11 : tile<i32>
    %39 = assume div_by<16>, %12 : tile<i32>
    %40 = make_tensor_view %31, shape = [%33, %35, %37], strides = [%38, %39, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %41 = assume div_by<16>, %14 : tile<ptr<bf16>>
    %42 = assume div_by<16>, %15 : tile<i32>
    %43 = assume bounded<0, ?>, %42 : tile<i32>
    %44 = assume div_by<16>, %16 : tile<i32>
    %45 = assume bounded<0, ?>, %44 : tile<i32>
    %46 = assume div_by<16>, %17 : tile<i32>
    %47 = assume bounded<0, ?>, %46 : tile<i32>
    %48 = assume div_by<16>, %18 : tile<i32>
    %49 = assume div_by<16>, %19 : tile<i32>
    %50 = make_tensor_view %41, shape = [%43, %45, %47], strides = [%48, %49, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
    %51 = make_partition_view %30 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %52 = make_partition_view %40 : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %53 = make_partition_view %50 : partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %54, %55, %56 = get_tile_block_id : tile<i32>
    %57, %58, %59 = get_tile_block_id : tile<i32>
    %60 = constant <i32: 128> : tile<i32>
    %61 = divi %25, %60 signed rounding positive_inf : tile<i32>
    %62 = constant <i32: 128> : tile<i32>
    %63 = divi %37, %62 signed rounding positive_inf : tile<i32>
    %64 = constant <i32: 8> : tile<i32>
    %65 = muli %64, %63 : tile<i32>
    %66 = divi %57, %65 signed rounding negative_inf : tile<i32>
    %67 = constant <i32: 8> : tile<i32>
    %68 = muli %66, %67 : tile<i32>
    %69 = subi %61, %68 : tile<i32>
    %70 = constant <i32: 8> : tile<i32>
    %71 = mini %69, %70 signed : tile<i32>
    %72 = remi %57, %71 signed : tile<i32>
    %73 = constant <i32: 0> : tile<i32>
    %74 = cmpi less_than %72, %73, signed : tile<i32> -> tile<i1>
    %75 = cmpi less_than %71, %73, signed : tile<i32> -> tile<i1>
    %76 = cmpi not_equal %72, %73, signed : tile<i32> -> tile<i1>
    %77 = xori %74, %75 : tile<i1>
    %78 = andi %76, %77 : tile<i1>
    %79 = addi %72, %71 : tile<i32>
    %80 = select %78, %79, %72 : tile<i1>, tile<i32>
    %81 = addi %68, %80 : tile<i32>
    %82 = constant <i32: 8> : tile<i32>
    %83 = muli %82, %63 : tile<i32>
    %84 = remi %57, %83 signed : tile<i32>
    %85 = constant <i32: 0> : tile<i32>
    %86 = cmpi less_than %84, %85, signed : tile<i32> -> tile<i1>
    %87 = cmpi less_than %83, %85, signed : tile<i32> -> tile<i1>
    %88 = cmpi not_equal %84, %85, signed : tile<i32> -> tile<i1>
    %89 = xori %86, %87 : tile<i1>
    %90 = andi %88, %89 : tile<i1>
    %91 = addi %84, %83 : tile<i32>
    %92 = select %90, %91, %84 : tile<i1>, tile<i32>
    %93 = divi %92, %71 signed rounding negative_inf : tile<i32>
    %94 = constant <f32: 0.0> : tile<128x128xf32>
    %95 = constant <i32: 64> : tile<i32>
    %96 = divi %27, %95 signed rounding positive_inf : tile<i32>
    %97 = constant <i32: 0> : tile<i32>
    %98 = constant <i32: 1> : tile<i32>
    %108 = for %99 in (%97 to %96, step %98) : tile<i32> iter_values(%100 = %94) -> (tile<128x128xf32>) {
      %101, %102 = load_view_tko weak %51[%55, %81, %99] : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xbf16>, token
      %103 = reshape %101 : tile<1x128x64xbf16> -> tile<128x64xbf16>
      %104, %105 = load_view_tko weak %52[%55, %99, %93] : partition_view<tile=(1x64x128), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x128xbf16>, token
      %106 = reshape %104 : tile<1x64x128xbf16> -> tile<64x128xbf16>
      %107 = mmaf %103, %106, %100 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
      continue %107 : tile<128x128xf32>
    }
    %109 = ftof %108 : tile<128x128xf32> -> tile<128x128xbf16>
    %110 = reshape %109 : tile<128x128xbf16> -> tile<1x128x128xbf16>
    %111 = store_view_tko weak %110, %53[%55, %81, %93] : tile<1x128x128xbf16>, partition_view<tile=(1x128x128), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_grouped [tm=128, tn=256, tk=64, G=8, W=8, CTAS=0]
cuda_tile.module @matmul_grouped {
  entry @matmul_grouped(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %29 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 128> : tile<i32>
    %43 = divi %17, %42 signed rounding positive_inf : tile<i32>
    %44 = constant <i32: 256> : tile<i32>
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
    %76 = constant <f32: 0.0> : tile<128x256xf32>
    %77 = constant <i32: 64> : tile<i32>
    %78 = divi %19, %77 signed rounding positive_inf : tile<i32>
    %79 = constant <i32: 0> : tile<i32>
    %80 = constant <i32: 1> : tile<i32>
    %88 = for %81 in (%79 to %78, step %80) : tile<i32> iter_values(%82 = %76) -> (tile<128x256xf32>) {
      %83, %84 = load_view_tko weak %36[%63, %81] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
      %85, %86 = load_view_tko weak %37[%81, %75] : partition_view<tile=(64x256), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x256xbf16>, token
      %87 = mmaf %83, %85, %82 : tile<128x64xbf16>, tile<64x256xbf16>, tile<128x256xf32>
      continue %87 : tile<128x256xf32>
    }
    %89 = ftof %88 : tile<128x256xf32> -> tile<128x256xbf16>
    %90 = store_view_tko weak %89, %38[%63, %75] : tile<128x256xbf16>, partition_view<tile=(128x256), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked3 [tm=64, tn=128, tk=64, G=1, W=4, OCC=0, CTAS=0]
cuda_tile.module @matmul_stacked3 {
  entry @matmul_stacked3(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
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
    %36 = make_partition_view %28 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %37 = make_partition_view %21 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 192> : tile<i32>
    %43 = divi %17, %42 signed rounding positive_inf : tile<i32>
    %44 = constant <i32: 128> : tile<i32>
    %45 = divi %26, %44 signed rounding positive_inf : tile<i32>
    %46 = constant <i32: 1> : tile<i32>
    %47 = muli %46, %45 : tile<i32>
    %48 = divi %39, %47 signed rounding negative_inf : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %50 = muli %48, %49 : tile<i32>
    %51 = subi %43, %50 : tile<i32>
    %52 = constant <i32: 1> : tile<i32>
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
    %64 = constant <i32: 1> : tile<i32>
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
    %76 = constant <f32: 0.0> : tile<64x128xf32>
    %77 = constant <f32: 0.0> : tile<64x128xf32>
    %78 = constant <f32: 0.0> : tile<64x128xf32>
    %79 = constant <i32: 64> : tile<i32>
    %80 = divi %19, %79 signed rounding positive_inf : tile<i32>
    %81 = constant <i32: 0> : tile<i32>
    %82 = constant <i32: 1> : tile<i32>
    %108, %109, %110 = for %83 in (%81 to %80, step %82) : tile<i32> iter_values(%84 = %76, %85 = %77, %86 = %78) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %87, %88 = load_view_tko weak %36[%83, %75] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
      %89 = constant <i32: 3> : tile<i32>
      %90 = muli %89, %63 : tile<i32>
      %91, %92 = load_view_tko weak %37[%90, %83] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %93 = mmaf %91, %87, %84 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %94 = constant <i32: 3> : tile<i32>
      %95 = muli %94, %63 : tile<i32>
      %96 = constant <i32: 1> : tile<i32>
      %97 = addi %95, %96 : tile<i32>
      %98, %99 = load_view_tko weak %37[%97, %83] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %100 = mmaf %98, %87, %85 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      %101 = constant <i32: 3> : tile<i32>
      %102 = muli %101, %63 : tile<i32>
      %103 = constant <i32: 2> : tile<i32>
      %104 = addi %102, %103 : tile<i32>
      %105, %106 = load_view_tko weak %37[%104, %83] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
      %107 = mmaf %105, %87, %86 : tile<64x64xf16>, tile<64x128xf16>, tile<64x128xf32>
      continue %93, %100, %107 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %111 = constant <i32: 3> : tile<i32>
    %112 = muli %111, %63 : tile<i32>
    %113 = store_view_tko weak %108, %38[%112, %75] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %114 = constant <i32: 3> : tile<i32>
    %115 = muli %114, %63 : tile<i32>
    %116 = constant <i32: 1> : tile<i32>
    %117 = addi %115, %116 : tile<i32>
    %118 = store_view_tko weak %109, %38[%117, %75] token = %113 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    %119 = constant <i32: 3> : tile<i32>
    %120 = muli %119, %63 : tile<i32>
    %121 = constant <i32: 2> : tile<i32>
    %122 = addi %120, %121 : tile<i32>
    %123 = store_view_tko weak %110, %38[%122, %75] token = %118 : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel matmul_stacked5 [tm=64, tn=128, tk=64, G=1, W=8]
cuda_tile.module @matmul_stacked5 {
  entry @matmul_stacked5(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %29 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %36 = make_partition_view %28 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %21 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %39, %40, %41 = get_tile_block_id : tile<i32>
    %42 = constant <i32: 320> : tile<i32>
    %43 = divi %17, %42 signed rounding positive_inf : tile<i32>
    %44 = constant <i32: 128> : tile<i32>
    %45 = divi %26, %44 signed rounding positive_inf : tile<i32>
    %46 = constant <i32: 1> : tile<i32>
    %47 = muli %46, %45 : tile<i32>
    %48 = divi %39, %47 signed rounding negative_inf : tile<i32>
    %49 = constant <i32: 1> : tile<i32>
    %50 = muli %48, %49 : tile<i32>
    %51 = subi %43, %50 : tile<i32>
    %52 = constant <i32: 1> : tile<i32>
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
    %64 = constant <i32: 1> : tile<i32>
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
    %76 = constant <f32: 0.0> : tile<64x128xf32>
    %77 = constant <f32: 0.0> : tile<64x128xf32>
    %78 = constant <f32: 0.0> : tile<64x128xf32>
    %79 = constant <f32: 0.0> : tile<64x128xf32>
    %80 = constant <f32: 0.0> : tile<64x128xf32>
    %81 = constant <i32: 64> : tile<i32>
    %82 = divi %19, %81 signed rounding positive_inf : tile<i32>
    %83 = constant <i32: 0> : tile<i32>
    %84 = constant <i32: 1> : tile<i32>
    %126, %127, %128, %129, %130 = for %85 in (%83 to %82, step %84) : tile<i32> iter_values(%86 = %76, %87 = %77, %88 = %78, %89 = %79, %90 = %80) -> (tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>) {
      %91, %92 = load_view_tko weak %36[%85, %75] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %93 = constant <i32: 5> : tile<i32>
      %94 = muli %93, %63 : tile<i32>
      %95, %96 = load_view_tko weak %37[%94, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %97 = mmaf %95, %91, %86 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %98 = constant <i32: 5> : tile<i32>
      %99 = muli %98, %63 : tile<i32>
      %100 = constant <i32: 1> : tile<i32>
      %101 = addi %99, %100 : tile<i32>
      %102, %103 = load_view_tko weak %37[%101, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %104 = mmaf %102, %91, %87 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %105 = constant <i32: 5> : tile<i32>
      %106 = muli %105, %63 : tile<i32>
      %107 = constant <i32: 2> : tile<i32>
      %108 = addi %106, %107 : tile<i32>
      %109, %110 = load_view_tko weak %37[%108, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %111 = mmaf %109, %91, %88 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %112 = constant <i32: 5> : tile<i32>
      %113 = muli %112, %63 : tile<i32>
      %114 = constant <i32: 3> : tile<i32>
      %115 = addi %113, %114 : tile<i32>
      %116, %117 = load_view_tko weak %37[%115, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %118 = mmaf %116, %91, %89 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      %119 = constant <i32: 5> : tile<i32>
      %120 = muli %119, %63 : tile<i32>
      %121 = constant <i32: 4> : tile<i32>
      %122 = addi %120, %121 : tile<i32>
      %123, %124 = load_view_tko weak %37[%122, %85] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %125 = mmaf %123, %91, %90 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %97, %104, %111, %118, %125 : tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>, tile<64x128xf32>
    }
    %131 = constant <i32: 5> : tile<i32>
    %132 = muli %131, %63 : tile<i32>
    %133 = ftof %126 : tile<64x128xf32> -> tile<64x128xbf16>
    %134 = store_view_tko weak %133, %38[%132, %75] : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %135 = constant <i32: 5> : tile<i32>
    %136 = muli %135, %63 : tile<i32>
    %137 = constant <i32: 1> : tile<i32>
    %138 = addi %136, %137 : tile<i32>
    %139 = ftof %127 : tile<64x128xf32> -> tile<64x128xbf16>
    %140 = store_view_tko weak %139, %38[%138, %75] token = %134 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %141 = constant <i32: 5> : tile<i32>
    %142 = muli %141, %63 : tile<i32>
    %143 = constant <i32: 2> : tile<i32>
    %144 = addi %142, %143 : tile<i32>
    %145 = ftof %128 : tile<64x128xf32> -> tile<64x128xbf16>
    %146 = store_view_tko weak %145, %38[%144, %75] token = %140 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %147 = constant <i32: 5> : tile<i32>
    %148 = muli %147, %63 : tile<i32>
    %149 = constant <i32: 3> : tile<i32>
    %150 = addi %148, %149 : tile<i32>
    %151 = ftof %129 : tile<64x128xf32> -> tile<64x128xbf16>
    %152 = store_view_tko weak %151, %38[%150, %75] token = %146 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    %153 = constant <i32: 5> : tile<i32>
    %154 = muli %153, %63 : tile<i32>
    %155 = constant <i32: 4> : tile<i32>
    %156 = addi %154, %155 : tile<i32>
    %157 = ftof %130 : tile<64x128xf32> -> tile<64x128xbf16>
    %158 = store_view_tko weak %157, %38[%156, %75] token = %152 : tile<64x128xbf16>, partition_view<tile=(64x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel persistent_matmul [tm=128, tn=128, tk=32, W=8]
cuda_tile.module @persistent_matmul {
  entry @persistent_matmul(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %37 = make_partition_view %28 : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>
    %39 = constant <i32: 128> : tile<i32>
    %40 = divi %17, %39 signed rounding positive_inf : tile<i32>
    %41 = constant <i32: 128> : tile<i32>
    %42 = divi %26, %41 signed rounding positive_inf : tile<i32>
    %43 = muli %40, %42 : tile<i32>
    %44 = constant <i32: 32> : tile<i32>
    %45 = divi %19, %44 signed rounding positive_inf : tile<i32>
    %46, %47, %48 = get_tile_block_id : tile<i32>
    %49, %50, %51 = get_num_tile_blocks : tile<i32>
    %52 = make_token : token
    %101 = for %53 in (%46 to %43, step %49) : tile<i32> iter_values(%54 = %52) -> (token) {
      %55 = constant <i32: 128> : tile<i32>
      %56 = divi %17, %55 signed rounding positive_inf : tile<i32>
      %57 = constant <i32: 128> : tile<i32>
      %58 = divi %26, %57 signed rounding positive_inf : tile<i32>
      %59 = constant <i32: 8> : tile<i32>
      %60 = muli %59, %58 : tile<i32>
      %61 = divi %53, %60 signed rounding negative_inf : tile<i32>
      %62 = constant <i32: 8> : tile<i32>
      %63 = muli %61, %62 : tile<i32>
      %64 = subi %56, %63 : tile<i32>
      %65 = constant <i32: 8> : tile<i32>
      %66 = mini %64, %65 signed : tile<i32>
      %67 = remi %53, %66 signed : tile<i32>
      %68 = constant <i32: 0> : tile<i32>
      %69 = cmpi less_than %67, %68, signed : tile<i32> -> tile<i1>
      %70 = cmpi less_than %66, %68, signed : tile<i32> -> tile<i1>
      %71 = cmpi not_equal %67, %68, signed : tile<i32> -> tile<i1>
      %72 = xori %69, %70 : tile<i1>
      %73 = andi %71, %72 : tile<i1>
      %74 = addi %67, %66 : tile<i32>
      %75 = select %73, %74, %67 : tile<i1>, tile<i32>
      %76 = addi %63, %75 : tile<i32>
      %77 = constant <i32: 8> : tile<i32>
      %78 = muli %77, %58 : tile<i32>
      %79 = remi %53, %78 signed : tile<i32>
      %80 = constant <i32: 0> : tile<i32>
      %81 = cmpi less_than %79, %80, signed : tile<i32> -> tile<i1>
      %82 = cmpi less_than %78, %80, signed : tile<i32> -> tile<i1>
      %83 = cmpi not_equal %79, %80, signed : tile<i32> -> tile<i1>
      %84 = xori %81, %82 : tile<i1>
      %85 = andi %83, %84 : tile<i1>
      %86 = addi %79, %78 : tile<i32>
      %87 = select %85, %86, %79 : tile<i1>, tile<i32>
      %88 = divi %87, %66 signed rounding negative_inf : tile<i32>
      %89 = constant <f32: 0.0> : tile<128x128xf32>
      %90 = constant <i32: 0> : tile<i32>
      %91 = constant <i32: 1> : tile<i32>
      %99 = for %92 in (%90 to %45, step %91) : tile<i32> iter_values(%93 = %89) -> (tile<128x128xf32>) {
        %94, %95 = load_view_tko weak %36[%76, %92] : partition_view<tile=(128x32), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x32xf16>, token
        %96, %97 = load_view_tko weak %37[%92, %88] : partition_view<tile=(32x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<32x128xf16>, token
        %98 = mmaf %94, %96, %93 : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>
        continue %98 : tile<128x128xf32>
      }
      %100 = store_view_tko weak %99, %38[%76, %88] token = %54 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
      continue %100 : token
    }
    return
  }
}

// kernel persistent_matmul [tm=128, tn=128, tk=64, W=8]
cuda_tile.module @persistent_matmul {
  entry @persistent_matmul(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
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
    %29 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %30 = assume div_by<16>, %11 : tile<i32>
    %31 = assume bounded<0, ?>, %30 : tile<i32>
    %32 = assume div_by<16>, %12 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %13 : tile<i32>
    %35 = make_tensor_view %29, shape = [%31, %33], strides = [%34, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %36 = make_partition_view %21 : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %37 = make_partition_view %28 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %38 = make_partition_view %35 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %39 = constant <i32: 128> : tile<i32>
    %40 = divi %17, %39 signed rounding positive_inf : tile<i32>
    %41 = constant <i32: 128> : tile<i32>
    %42 = divi %26, %41 signed rounding positive_inf : tile<i32>
    %43 = muli %40, %42 : tile<i32>
    %44 = constant <i32: 64> : tile<i32>
    %45 = divi %19, %44 signed rounding positive_inf : tile<i32>
    %46, %47, %48 = get_tile_block_id : tile<i32>
    %49, %50, %51 = get_num_tile_blocks : tile<i32>
    %52 = make_token : token
    %102 = for %53 in (%46 to %43, step %49) : tile<i32> iter_values(%54 = %52) -> (token) {
      %55 = constant <i32: 128> : tile<i32>
      %56 = divi %17, %55 signed rounding positive_inf : tile<i32>
      %57 = constant <i32: 128> : tile<i32>
      %58 = divi %26, %57 signed rounding positive_inf : tile<i32>
      %59 = constant <i32: 8> : tile<i32>
      %60 = muli %59, %58 : tile<i32>
      %61 = divi %53, %60 signed rounding negative_inf : tile<i32>
      %62 = constant <i32: 8> : tile<i32>
      %63 = muli %61, %62 : tile<i32>
      %64 = subi %56, %63 : tile<i32>
      %65 = constant <i32: 8> : tile<i32>
      %66 = mini %64, %65 signed : tile<i32>
      %67 = remi %53, %66 signed : tile<i32>
      %68 = constant <i32: 0> : tile<i32>
      %69 = cmpi less_than %67, %68, signed : tile<i32> -> tile<i1>
      %70 = cmpi less_than %66, %68, signed : tile<i32> -> tile<i1>
      %71 = cmpi not_equal %67, %68, signed : tile<i32> -> tile<i1>
      %72 = xori %69, %70 : tile<i1>
      %73 = andi %71, %72 : tile<i1>
      %74 = addi %67, %66 : tile<i32>
      %75 = select %73, %74, %67 : tile<i1>, tile<i32>
      %76 = addi %63, %75 : tile<i32>
      %77 = constant <i32: 8> : tile<i32>
      %78 = muli %77, %58 : tile<i32>
      %79 = remi %53, %78 signed : tile<i32>
      %80 = constant <i32: 0> : tile<i32>
      %81 = cmpi less_than %79, %80, signed : tile<i32> -> tile<i1>
      %82 = cmpi less_than %78, %80, signed : tile<i32> -> tile<i1>
      %83 = cmpi not_equal %79, %80, signed : tile<i32> -> tile<i1>
      %84 = xori %81, %82 : tile<i1>
      %85 = andi %83, %84 : tile<i1>
      %86 = addi %79, %78 : tile<i32>
      %87 = select %85, %86, %79 : tile<i1>, tile<i32>
      %88 = divi %87, %66 signed rounding negative_inf : tile<i32>
      %89 = constant <f32: 0.0> : tile<128x128xf32>
      %90 = constant <i32: 0> : tile<i32>
      %91 = constant <i32: 1> : tile<i32>
      %99 = for %92 in (%90 to %45, step %91) : tile<i32> iter_values(%93 = %89) -> (tile<128x128xf32>) {
        %94, %95 = load_view_tko weak %36[%76, %92] : partition_view<tile=(128x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<128x64xbf16>, token
        %96, %97 = load_view_tko weak %37[%92, %88] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x128xbf16>, token
        %98 = mmaf %94, %96, %93 : tile<128x64xbf16>, tile<64x128xbf16>, tile<128x128xf32>
        continue %98 : tile<128x128xf32>
      }
      %100 = ftof %99 : tile<128x128xf32> -> tile<128x128xbf16>
      %101 = store_view_tko weak %100, %38[%76, %88] token = %54 : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %101 : token
    }
    return
  }
}

// kernel matmul_split_k [tm=64, tn=64, tk=64, G=8, W=4]
cuda_tile.module @matmul_split_k {
  entry @matmul_split_k(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<bf16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 4}> {
    %17 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %18 = assume div_by<16>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %2 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %3 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %24 = assume div_by<16>, %5 : tile<ptr<bf16>>
    %25 = assume div_by<16>, %6 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %7 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %8 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %31 = assume div_by<16>, %10 : tile<ptr<f32>>
    %32 = assume div_by<16>, %11 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %12 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %13 : tile<i32>
    %37 = assume bounded<0, ?>, %36 : tile<i32>
    %38 = assume div_by<16>, %14 : tile<i32>
    %39 = assume div_by<16>, %15 : tile<i32>
    %40 = make_tensor_view %31, shape = [%33, %35, %37], strides = [%38, %39, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %41 = make_partition_view %23 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %42 = make_partition_view %30 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
    %43 = make_partition_view %40 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %44, %45, %46 = get_tile_block_id : tile<i32>
    %47 = constant <i32: 64> : tile<i32>
    %48 = divi %19, %47 signed rounding positive_inf : tile<i32>
    %49 = constant <i32: 64> : tile<i32>
    %50 = divi %28, %49 signed rounding positive_inf : tile<i32>
    %51 = constant <i32: 8> : tile<i32>
    %52 = muli %51, %50 : tile<i32>
    %53 = divi %44, %52 signed rounding negative_inf : tile<i32>
    %54 = constant <i32: 8> : tile<i32>
    %55 = muli %53, %54 : tile<i32>
    %56 = subi %48, %55 : tile<i32>
    %57 = constant <i32: 8> : tile<i32>
    %58 = mini %56, %57 signed : tile<i32>
    %59 = remi %44, %58 signed : tile<i32>
    %60 = constant <i32: 0> : tile<i32>
    %61 = cmpi less_than %59, %60, signed : tile<i32> -> tile<i1>
    %62 = cmpi less_than %58, %60, signed : tile<i32> -> tile<i1>
    %63 = cmpi not_equal %59, %60, signed : tile<i32> -> tile<i1>
    %64 = xori %61, %62 : tile<i1>
    %65 = andi %63, %64 : tile<i1>
    %66 = addi %59, %58 : tile<i32>
    %67 = select %65, %66, %59 : tile<i1>, tile<i32>
    %68 = addi %55, %67 : tile<i32>
    %69 = constant <i32: 8> : tile<i32>
    %70 = muli %69, %50 : tile<i32>
    %71 = remi %44, %70 signed : tile<i32>
    %72 = constant <i32: 0> : tile<i32>
    %73 = cmpi less_than %71, %72, signed : tile<i32> -> tile<i1>
    %74 = cmpi less_than %70, %72, signed : tile<i32> -> tile<i1>
    %75 = cmpi not_equal %71, %72, signed : tile<i32> -> tile<i1>
    %76 = xori %73, %74 : tile<i1>
    %77 = andi %75, %76 : tile<i1>
    %78 = addi %71, %70 : tile<i32>
    %79 = select %77, %78, %71 : tile<i1>, tile<i32>
    %80 = divi %79, %58 signed rounding negative_inf : tile<i32>
    %81 = constant <i32: 64> : tile<i32>
    %82 = divi %21, %81 signed rounding positive_inf : tile<i32>
    %83, %84, %85 = get_num_tile_blocks : tile<i32>
    %86 = divi %82, %84 signed rounding positive_inf : tile<i32>
    %87, %88, %89 = get_tile_block_id : tile<i32>
    %90 = muli %88, %86 : tile<i32>
    %91 = addi %90, %86 : tile<i32>
    %92 = cmpi greater_than %91, %82, signed : tile<i32> -> tile<i1>
    %93 = if %92 -> (tile<i32>) {
      yield %82 : tile<i32>
    } else {
      yield %91 : tile<i32>
    }
    %94 = constant <f32: 0.0> : tile<64x64xf32>
    %95 = constant <i32: 1> : tile<i32>
    %103 = for %96 in (%90 to %93, step %95) : tile<i32> iter_values(%97 = %94) -> (tile<64x64xf32>) {
      %98, %99 = load_view_tko weak %41[%68, %96] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %100, %101 = load_view_tko weak %42[%96, %80] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %102 = mmaf %98, %100, %97 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      continue %102 : tile<64x64xf32>
    }
    %104, %105, %106 = get_tile_block_id : tile<i32>
    %107 = reshape %103 : tile<64x64xf32> -> tile<1x64x64xf32>
    %108 = store_view_tko weak %107, %43[%105, %68, %80] : tile<1x64x64xf32>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> token
    return
  }
}

// kernel sum_splits [SP=8, TM=8, TN=64]
cuda_tile.module @sum_splits {
  entry @sum_splits(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<i32>, %6: tile<i32>, %7: tile<ptr<bf16>>, %8: tile<i32>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<f32>>
    %13 = assume div_by<16>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %2 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %3 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %4 : tile<i32>
    %20 = assume div_by<16>, %5 : tile<i32>
    %21 = make_tensor_view %12, shape = [%14, %16, %18], strides = [%19, %20, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
    %22 = assume div_by<16>, %7 : tile<ptr<bf16>>
    %23 = assume div_by<16>, %8 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %9 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %10 : tile<i32>
    %28 = make_tensor_view %22, shape = [%24, %26], strides = [%27, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %29 = make_partition_view %21 : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
    %30 = make_partition_view %28 : partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = constant <i32: 8> : tile<i32>
    %35 = divi %24, %34 signed rounding positive_inf : tile<i32>
    %36, %37, %38 = get_num_tile_blocks : tile<i32>
    %39 = make_token : token
    %57 = for %40 in (%31 to %35, step %36) : tile<i32> iter_values(%41 = %39) -> (token) {
      %42, %43, %44 = get_tile_block_id : tile<i32>
      %45 = constant <i32: 0> : tile<i32>
      %46, %47 = load_view_tko weak %29[%45, %40, %43] : partition_view<tile=(8x8x64), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<8x8x64xf32>, token
      %48, %49, %50 = get_tile_block_id : tile<i32>
      %54 = reduce %46 dim=0 identities=[0] : tile<8x8x64xf32> -> tile<8x64xf32> {
      ^bb0(%51: tile<f32>, %52: tile<f32>):
        %53 = addf %51, %52 : tile<f32>
        yield %53 : tile<f32>
      }
      %55 = ftof %54 : tile<8x64xf32> -> tile<8x64xbf16>
      %56 = store_view_tko weak %55, %30[%40, %49] token = %41 : tile<8x64xbf16>, partition_view<tile=(8x64), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
      continue %56 : token
    }
    return
  }
}

// kernel matmul_scaled [tm=128, tn=128, tk=256, G=8, W=8]
cuda_tile.module @matmul_scaled {
  entry @matmul_scaled(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f8e4m3fn>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<bf16>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>, %15: tile<f32>, %16: tile<f32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_worker_warps_per_cta = 8}> {
    %17 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %18 = assume div_by<16>, %1 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %2 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %3 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf8e4m3fn, strides=[?,1]>
    %24 = assume div_by<16>, %5 : tile<ptr<f8e4m3fn>>
    %25 = assume div_by<16>, %6 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = assume div_by<16>, %7 : tile<i32>
    %28 = assume bounded<0, ?>, %27 : tile<i32>
    %29 = assume div_by<16>, %8 : tile<i32>
    %30 = make_tensor_view %24, shape = [%26, %28], strides = [%29, 1] : tile<i32> -> tensor_view<?x?xf8e4m3fn, strides=[?,1]>
    %31 = assume div_by<16>, %10 : tile<ptr<bf16>>
    %32 = assume div_by<16>, %11 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = assume div_by<16>, %12 : tile<i32>
    %35 = assume bounded<0, ?>, %34 : tile<i32>
    %36 = assume div_by<16>, %13 : tile<i32>
    %37 = make_tensor_view %31, shape = [%33, %35], strides = [%36, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
    %38 = make_partition_view %23 : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>
    %39 = make_partition_view %30 : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>
    %40 = make_partition_view %37 : partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>
    %41, %42, %43 = get_tile_block_id : tile<i32>
    %44 = constant <i32: 128> : tile<i32>
    %45 = divi %19, %44 signed rounding positive_inf : tile<i32>
    %46 = constant <i32: 128> : tile<i32>
    %47 = divi %28, %46 signed rounding positive_inf : tile<i32>
    %48 = constant <i32: 8> : tile<i32>
    %49 = muli %48, %47 : tile<i32>
    %50 = divi %41, %49 signed rounding negative_inf : tile<i32>
    %51 = constant <i32: 8> : tile<i32>
    %52 = muli %50, %51 : tile<i32>
    %53 = subi %45, %52 : tile<i32>
    %54 = constant <i32: 8> : tile<i32>
    %55 = mini %53, %54 signed : tile<i32>
    %56 = remi %41, %55 signed : tile<i32>
    %57 = constant <i32: 0> : tile<i32>
    %58 = cmpi less_than %56, %57, signed : tile<i32> -> tile<i1>
    %59 = cmpi less_than %55, %57, signed : tile<i32> -> tile<i1>
    %60 = cmpi not_equal %56, %57, signed : tile<i32> -> tile<i1>
    %61 = xori %58, %59 : tile<i1>
    %62 = andi %60, %61 : tile<i1>
    %63 = addi %56, %55 : tile<i32>
    %64 = select %62, %63, %56 : tile<i1>, tile<i32>
    %65 = addi %52, %64 : tile<i32>
    %66 = constant <i32: 8> : tile<i32>
    %67 = muli %66, %47 : tile<i32>
    %68 = remi %41, %67 signed : tile<i32>
    %69 = constant <i32: 0> : tile<i32>
    %70 = cmpi less_than %68, %69, signed : tile<i32> -> tile<i1>
    %71 = cmpi less_than %67, %69, signed : tile<i32> -> tile<i1>
    %72 = cmpi not_equal %68, %69, signed : tile<i32> -> tile<i1>
    %73 = xori %70, %71 : tile<i1>
    %74 = andi %72, %73 : tile<i1>
    %75 = addi %68, %67 : tile<i32>
    %76 = select %74, %75, %68 : tile<i1>, tile<i32>
    %77 = divi %76, %55 signed rounding negative_inf : tile<i32>
    %78 = constant <f32: 0.0> : tile<128x128xf32>
    %79 = constant <i32: 256> : tile<i32>
    %80 = divi %21, %79 signed rounding positive_inf : tile<i32>
    %81 = constant <i32: 0> : tile<i32>
    %82 = constant <i32: 1> : tile<i32>
    %90 = for %83 in (%81 to %80, step %82) : tile<i32> iter_values(%84 = %78) -> (tile<128x128xf32>) {
      %85, %86 = load_view_tko weak %38[%65, %83] : partition_view<tile=(128x256), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>, tile<i32> -> tile<128x256xf8e4m3fn>, token
      %87, %88 = load_view_tko weak %39[%83, %77] : partition_view<tile=(256x128), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>>, tile<i32> -> tile<256x128xf8e4m3fn>, token
      %89 = mmaf %85, %87, %84 : tile<128x256xf8e4m3fn>, tile<256x128xf8e4m3fn>, tile<128x128xf32>
      continue %89 : tile<128x128xf32>
    }
    %91 = mulf %15, %16 : tile<f32>
    %92 = reshape %91 : tile<f32> -> tile<1x1xf32>
    %93 = broadcast %92 : tile<1x1xf32> -> tile<128x128xf32>
    %94 = mulf %90, %93 : tile<128x128xf32>
    %95 = ftof %94 : tile<128x128xf32> -> tile<128x128xbf16>
    %96 = store_view_tko weak %95, %40[%65, %77] : tile<128x128xbf16>, partition_view<tile=(128x128), tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d [TM=64, TN=64]
cuda_tile.module @copy_2d {
  entry @copy_2d(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %24[%26, %30] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x64xf16>, token
    %34 = store_view_tko weak %32, %25[%26, %30] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel copy_2d_late [TM=16, TN=128]
cuda_tile.module @copy_2d_late {
  entry @copy_2d_late(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume div_by<16>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %2 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = assume div_by<16>, %3 : tile<i32>
    %16 = make_tensor_view %10, shape = [%12, %14], strides = [%15, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f16>>
    %18 = assume div_by<16>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %7 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = assume div_by<16>, %8 : tile<i32>
    %23 = make_tensor_view %17, shape = [%19, %21], strides = [%22, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %24 = make_partition_view %16 : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %24[%26, %30] optimization_hints = #cuda_tile.optimization_hints<default = {latency = 8}> : partition_view<tile=(16x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x128xf16>, token
    %34 = store_view_tko weak %32, %25[%26, %30] : tile<16x128xf16>, partition_view<tile=(16x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
