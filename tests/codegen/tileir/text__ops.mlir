// kernel float_ops []
cuda_tile.module @float_ops {
  entry @float_ops(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %19 = negf %17 : tile<64xf32>
    %20 = absf %19 : tile<64xf32>
    %21 = exp2 %20 : tile<64xf32>
    %22 = log %21 : tile<64xf32>
    %23 = log2 %22 : tile<64xf32>
    %24 = sqrt %23 : tile<64xf32>
    %25 = sin %24 : tile<64xf32>
    %26 = cos %25 : tile<64xf32>
    %27 = tan %26 : tile<64xf32>
    %28 = tanh %27 : tile<64xf32>
    %29 = floor %28 : tile<64xf32>
    %30 = ceil %29 : tile<64xf32>
    %31 = pow %30, %17 : tile<64xf32>
    %32 = divf %31, %17 : tile<64xf32>
    %33 = floor %32 : tile<64xf32>
    %34 = remf %33, %17 : tile<64xf32>
    %35 = constant <f32: 0.0> : tile<64xf32>
    %36 = cmpf less_than ordered %34, %35 : tile<64xf32> -> tile<64xi1>
    %37 = cmpf less_than ordered %17, %35 : tile<64xf32> -> tile<64xi1>
    %38 = cmpf not_equal ordered %34, %35 : tile<64xf32> -> tile<64xi1>
    %39 = xori %36, %37 : tile<64xi1>
    %40 = andi %38, %39 : tile<64xi1>
    %41 = addf %34, %17 : tile<64xf32>
    %42 = select %40, %41, %34 : tile<64xi1>, tile<64xf32>
    %43 = minf %42, %17 propagate_nan : tile<64xf32>
    %44 = maxf %43, %17 propagate_nan : tile<64xf32>
    %45 = cmpf not_equal unordered %44, %17 : tile<64xf32> -> tile<64xi1>
    %46 = cmpf less_than_or_equal ordered %44, %17 : tile<64xf32> -> tile<64xi1>
    %47 = andi %45, %46 : tile<64xi1>
    %48 = constant <i1: 1> : tile<64xi1>
    %49 = xori %47, %48 : tile<64xi1>
    %50 = select %49, %44, %17 : tile<64xi1>, tile<64xf32>
    %54 = scan %50 dim=0 reverse=true identities=[0] : tile<64xf32> -> tile<64xf32> {
    ^bb0(%51: tile<f32>, %52: tile<f32>):
      %53 = addf %51, %52 : tile<f32>
      yield %53 : tile<f32>
    }
    %58 = scan %54 dim=0 reverse=false identities=[1] : tile<64xf32> -> tile<64xf32> {
    ^bb0(%55: tile<f32>, %56: tile<f32>):
      %57 = mulf %55, %56 : tile<f32>
      yield %57 : tile<f32>
    }
    %59 = store_view_tko weak %58, %13[%14] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel int_ops []
cuda_tile.module @int_ops {
  entry @int_ops(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<i8>>, %11: tile<i32>, %12: tile<i32>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume bounded<0, ?>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = make_tensor_view %0, shape = [%15, %16], strides = [%3, %4] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %5, shape = [%18, %19], strides = [%8, %9] : tile<i32> -> tensor_view<?x?xi32, strides=[?,?]>
    %21 = assume bounded<0, ?>, %11 : tile<i32>
    %22 = assume bounded<0, ?>, %12 : tile<i32>
    %23 = make_tensor_view %10, shape = [%21, %22], strides = [%13, %14] : tile<i32> -> tensor_view<?x?xi8, strides=[?,?]>
    %24 = make_partition_view %17 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>
    %25 = make_partition_view %20 : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>
    %26 = make_partition_view %17 : partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>
    %27 = make_partition_view %23 : partition_view<tile=(16x32), tensor_view<?x?xi8, strides=[?,?]>>
    %28, %29, %30 = get_tile_block_id : tile<i32>
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34, %35 = load_view_tko weak %24[%28, %32] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<16x32xi32>, token
    %36, %37 = load_view_tko weak %25[%28, %32] : partition_view<tile=(16x32), padding_value = zero, tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> tile<16x32xi32>, token
    %38 = constant <i32: -3> : tile<16x32xi32>
    %39 = divi %34, %38 signed rounding negative_inf : tile<16x32xi32>
    %40 = divi %39, %38 signed rounding positive_inf : tile<16x32xi32>
    %41 = remi %40, %38 signed : tile<16x32xi32>
    %42 = constant <i32: 0> : tile<16x32xi32>
    %43 = cmpi less_than %41, %42, signed : tile<16x32xi32> -> tile<16x32xi1>
    %44 = cmpi less_than %38, %42, signed : tile<16x32xi32> -> tile<16x32xi1>
    %45 = cmpi not_equal %41, %42, signed : tile<16x32xi32> -> tile<16x32xi1>
    %46 = xori %43, %44 : tile<16x32xi1>
    %47 = andi %45, %46 : tile<16x32xi1>
    %48 = addi %41, %38 : tile<16x32xi32>
    %49 = select %47, %48, %41 : tile<16x32xi1>, tile<16x32xi32>
    %50 = mini %49, %34 signed : tile<16x32xi32>
    %51 = maxi %50, %34 signed : tile<16x32xi32>
    %52 = absi %51 : tile<16x32xi32>
    %53 = negi %52 {overflow = 0} : tile<16x32xi32>
    %54 = constant <i32: -1> : tile<16x32xi32>
    %55 = xori %53, %54 : tile<16x32xi32>
    %56 = constant <i32: 2> : tile<16x32xi32>
    %57 = shli %55, %56 : tile<16x32xi32>
    %58 = shri %57, %56 signed : tile<16x32xi32>
    %59 = xori %58, %34 : tile<16x32xi32>
    %60 = ori %59, %34 : tile<16x32xi32>
    %61 = constant <i32: 7> : tile<16x32xi32>
    %62 = divi %36, %61 unsigned : tile<16x32xi32>
    %63 = remi %62, %61 unsigned : tile<16x32xi32>
    %64 = shri %63, %61 unsigned : tile<16x32xi32>
    %65 = cmpi less_than %64, %61, unsigned : tile<16x32xi32> -> tile<16x32xi1>
    %66 = addi %60, %64 : tile<16x32xi32>
    %67 = store_view_tko weak %66, %26[%28, %32] token = %35 : tile<16x32xi32>, partition_view<tile=(16x32), tensor_view<?x?xi32, strides=[?,?]>>, tile<i32> -> token
    %68 = exti %65 unsigned : tile<16x32xi1> -> tile<16x32xi8>
    %69 = store_view_tko weak %68, %27[%28, %32] : tile<16x32xi8>, partition_view<tile=(16x32), tensor_view<?x?xi8, strides=[?,?]>>, tile<i32> -> token
    %73 = reduce %66 dim=1 identities=[2147483648] : tile<16x32xi32> -> tile<16xi32> {
    ^bb0(%70: tile<i32>, %71: tile<i32>):
      %72 = maxi %70, %71 signed : tile<i32>
      yield %72 : tile<i32>
    }
    %77 = reduce %36 dim=1 identities=[4294967295] : tile<16x32xi32> -> tile<16xi32> {
    ^bb0(%74: tile<i32>, %75: tile<i32>):
      %76 = mini %74, %75 unsigned : tile<i32>
      yield %76 : tile<i32>
    }
    %78 = iota : tile<32xi32>
    %79 = reshape %78 : tile<32xi32> -> tile<1x32xi32>
    %80 = broadcast %79 : tile<1x32xi32> -> tile<16x32xi32>
    %92, %93 = reduce %34, %80 dim=1 identities=[2147483647, 2147483647] : tile<16x32xi32>, tile<16x32xi32> -> tile<16xi32>, tile<16xi32> {
    ^bb0(%81: tile<i32>, %82: tile<i32>, %83: tile<i32>, %84: tile<i32>):
      %85 = cmpi less_than %81, %82, signed : tile<i32> -> tile<i1>
      %86 = cmpi equal %81, %82, signed : tile<i32> -> tile<i1>
      %87 = cmpi less_than %83, %84, signed : tile<i32> -> tile<i1>
      %88 = andi %86, %87 : tile<i1>
      %89 = ori %85, %88 : tile<i1>
      %90 = select %89, %81, %82 : tile<i1>, tile<i32>
      %91 = select %89, %83, %84 : tile<i1>, tile<i32>
      yield %90, %91 : tile<i32>, tile<i32>
    }
    %97 = reduce %73 dim=0 identities=[1] : tile<16xi32> -> tile<i32> {
    ^bb0(%94: tile<i32>, %95: tile<i32>):
      %96 = muli %94, %95 : tile<i32>
      yield %96 : tile<i32>
    }
    %101 = reduce %77 dim=0 identities=[0] : tile<16xi32> -> tile<i32> {
    ^bb0(%98: tile<i32>, %99: tile<i32>):
      %100 = addi %98, %99 : tile<i32>
      yield %100 : tile<i32>
    }
    %102 = iota : tile<16xi32>
    %114, %115 = reduce %93, %102 dim=0 identities=[2147483648, 2147483647] : tile<16xi32>, tile<16xi32> -> tile<i32>, tile<i32> {
    ^bb0(%103: tile<i32>, %104: tile<i32>, %105: tile<i32>, %106: tile<i32>):
      %107 = cmpi greater_than %103, %104, signed : tile<i32> -> tile<i1>
      %108 = cmpi equal %103, %104, signed : tile<i32> -> tile<i1>
      %109 = cmpi less_than %105, %106, signed : tile<i32> -> tile<i1>
      %110 = andi %108, %109 : tile<i1>
      %111 = ori %107, %110 : tile<i1>
      %112 = select %111, %103, %104 : tile<i1>, tile<i32>
      %113 = select %111, %105, %106 : tile<i1>, tile<i32>
      yield %112, %113 : tile<i32>, tile<i32>
    }
    %116 = print_tko "prod=%d sum=%u argmax=%d\n", %97, %101, %115 : tile<i32>, tile<i32>, tile<i32>
    return
  }
}

// kernel casts []
cuda_tile.module @casts {
  entry @casts(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<i64>>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<i8>>, %10: tile<i32>, %11: tile<i32>, %12: tile<ptr<f8e4m3fn>>, %13: tile<i32>, %14: tile<i32>, %15: tile<i32>, %16: tile<i8>) {
    %17 = assume bounded<0, ?>, %1 : tile<i32>
    %18 = make_tensor_view %0, shape = [%17], strides = [%2] : tile<i32> -> tensor_view<?xf16, strides=[?]>
    %19 = assume bounded<0, ?>, %4 : tile<i32>
    %20 = make_tensor_view %3, shape = [%19], strides = [%5] : tile<i32> -> tensor_view<?xi8, strides=[?]>
    %21 = assume bounded<0, ?>, %7 : tile<i32>
    %22 = make_tensor_view %6, shape = [%21], strides = [%8] : tile<i32> -> tensor_view<?xi64, strides=[?]>
    %23 = assume bounded<0, ?>, %10 : tile<i32>
    %24 = make_tensor_view %9, shape = [%23], strides = [%11] : tile<i32> -> tensor_view<?xi8, strides=[?]>
    %25 = assume bounded<0, ?>, %13 : tile<i32>
    %26 = make_tensor_view %12, shape = [%25], strides = [%14] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[?]>
    %27 = constant <i8: 0> : tile<i8>
    %28 = cmpi not_equal %16, %27, unsigned : tile<i8> -> tile<i1>
    %29 = make_partition_view %18 : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>
    %30 = make_partition_view %18 : partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>
    %31 = make_partition_view %20 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
    %32 = make_partition_view %22 : partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>
    %33 = make_partition_view %24 : partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>
    %34 = make_partition_view %26 : partition_view<tile=(128), tensor_view<?xf8e4m3fn, strides=[?]>>
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38, %39 = load_view_tko weak %29[%35] : partition_view<tile=(128), padding_value = zero, tensor_view<?xf16, strides=[?]>>, tile<i32> -> tile<128xf16>, token
    %40 = ftof %38 : tile<128xf16> -> tile<128xf32>
    %41 = ftoi %40 signed {saturating = true} : tile<128xf32> -> tile<128xi8>
    %42 = exti %41 signed : tile<128xi8> -> tile<128xi64>
    %43 = trunci %42 : tile<128xi64> -> tile<128xi8>
    %44 = constant <i8: 0> : tile<128xi8>
    %45 = cmpi not_equal %43, %44, unsigned : tile<128xi8> -> tile<128xi1>
    %46 = constant <f16: 1.0> : tile<128xf16>
    %47 = constant <f16: 0.0> : tile<128xf16>
    %48 = select %45, %46, %47 : tile<128xi1>, tile<128xf16>
    %49 = constant <i64: 1> : tile<128xi64>
    %50 = constant <i64: 0> : tile<128xi64>
    %51 = select %45, %49, %50 : tile<128xi1>, tile<128xi64>
    %52 = constant <f32: 0.0> : tile<128xf32>
    %53 = cmpf not_equal unordered %40, %52 : tile<128xf32> -> tile<128xi1>
    %54 = ftof %40 : tile<128xf32> -> tile<128xf8e4m3fn>
    %55 = itof %42 signed : tile<128xi64> -> tile<128xf32>
    %56 = ftof %38 : tile<128xf16> -> tile<128xf32>
    %57 = negf %56 : tile<128xf32>
    %58 = exp %57 : tile<128xf32>
    %59 = constant <f32: 1.0> : tile<128xf32>
    %60 = addf %59, %58 : tile<128xf32>
    %61 = divf %59, %60 : tile<128xf32>
    %62 = ftof %61 : tile<128xf32> -> tile<128xf16>
    %63 = ftof %62 : tile<128xf16> -> tile<128xf32>
    %64 = absf %63 : tile<128xf32>
    %65 = mulf %64, %64 : tile<128xf32>
    %66 = constant <f32: 0.000000014807192805221803> : tile<128xf32>
    %67 = mulf %66, %65 : tile<128xf32>
    %68 = constant <f32: -0.00000016365844146548625> : tile<128xf32>
    %69 = addf %67, %68 : tile<128xf32>
    %70 = mulf %69, %65 : tile<128xf32>
    %71 = constant <f32: 0.0000016462114444948384> : tile<128xf32>
    %72 = addf %70, %71 : tile<128xf32>
    %73 = mulf %72, %65 : tile<128xf32>
    %74 = constant <f32: -0.000014925650248187594> : tile<128xf32>
    %75 = addf %73, %74 : tile<128xf32>
    %76 = mulf %75, %65 : tile<128xf32>
    %77 = constant <f32: 0.00012055332626914605> : tile<128xf32>
    %78 = addf %76, %77 : tile<128xf32>
    %79 = mulf %78, %65 : tile<128xf32>
    %80 = constant <f32: -0.0008548327023163438> : tile<128xf32>
    %81 = addf %79, %80 : tile<128xf32>
    %82 = mulf %81, %65 : tile<128xf32>
    %83 = constant <f32: 0.005223977845162153> : tile<128xf32>
    %84 = addf %82, %83 : tile<128xf32>
    %85 = mulf %84, %65 : tile<128xf32>
    %86 = constant <f32: -0.02686617150902748> : tile<128xf32>
    %87 = addf %85, %86 : tile<128xf32>
    %88 = mulf %87, %65 : tile<128xf32>
    %89 = constant <f32: 0.11283791810274124> : tile<128xf32>
    %90 = addf %88, %89 : tile<128xf32>
    %91 = mulf %90, %65 : tile<128xf32>
    %92 = constant <f32: -0.37612637877464294> : tile<128xf32>
    %93 = addf %91, %92 : tile<128xf32>
    %94 = mulf %93, %65 : tile<128xf32>
    %95 = constant <f32: 1.128379225730896> : tile<128xf32>
    %96 = addf %94, %95 : tile<128xf32>
    %97 = mulf %96, %64 : tile<128xf32>
    %98 = constant <f32: 1.0> : tile<128xf32>
    %99 = constant <f32: 0.32759109139442444> : tile<128xf32>
    %100 = mulf %99, %64 : tile<128xf32>
    %101 = addf %98, %100 : tile<128xf32>
    %102 = divf %98, %101 : tile<128xf32>
    %103 = constant <f32: 1.0614054203033447> : tile<128xf32>
    %104 = mulf %103, %102 : tile<128xf32>
    %105 = constant <f32: -1.453152060508728> : tile<128xf32>
    %106 = addf %104, %105 : tile<128xf32>
    %107 = mulf %106, %102 : tile<128xf32>
    %108 = constant <f32: 1.421413779258728> : tile<128xf32>
    %109 = addf %107, %108 : tile<128xf32>
    %110 = mulf %109, %102 : tile<128xf32>
    %111 = constant <f32: -0.2844967246055603> : tile<128xf32>
    %112 = addf %110, %111 : tile<128xf32>
    %113 = mulf %112, %102 : tile<128xf32>
    %114 = constant <f32: 0.2548295855522156> : tile<128xf32>
    %115 = addf %113, %114 : tile<128xf32>
    %116 = mulf %115, %102 : tile<128xf32>
    %117 = mulf %64, %64 : tile<128xf32>
    %118 = negf %117 : tile<128xf32>
    %119 = exp %118 : tile<128xf32>
    %120 = mulf %116, %119 : tile<128xf32>
    %121 = subf %98, %120 : tile<128xf32>
    %122 = constant <f32: 1.0> : tile<128xf32>
    %123 = cmpf less_than_or_equal ordered %64, %122 : tile<128xf32> -> tile<128xi1>
    %124 = select %123, %97, %121 : tile<128xi1>, tile<128xf32>
    %125 = constant <f32: 0.0> : tile<128xf32>
    %126 = cmpf less_than ordered %63, %125 : tile<128xf32> -> tile<128xi1>
    %127 = negf %124 : tile<128xf32>
    %128 = select %126, %127, %124 : tile<128xi1>, tile<128xf32>
    %129 = ftof %128 : tile<128xf32> -> tile<128xf16>
    %130 = addf %129, %48 : tile<128xf16>
    %131 = itof %15 signed : tile<i32> -> tile<f32>
    %132 = store_view_tko weak %130, %30[%35] token = %39 : tile<128xf16>, partition_view<tile=(128), tensor_view<?xf16, strides=[?]>>, tile<i32> -> token
    %133 = store_view_tko weak %43, %31[%35] : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
    %134 = store_view_tko weak %51, %32[%35] : tile<128xi64>, partition_view<tile=(128), tensor_view<?xi64, strides=[?]>>, tile<i32> -> token
    %135 = exti %53 unsigned : tile<128xi1> -> tile<128xi8>
    %136 = store_view_tko weak %135, %33[%35] : tile<128xi8>, partition_view<tile=(128), tensor_view<?xi8, strides=[?]>>, tile<i32> -> token
    %137 = store_view_tko weak %54, %34[%35] : tile<128xf8e4m3fn>, partition_view<tile=(128), tensor_view<?xf8e4m3fn, strides=[?]>>, tile<i32> -> token
    %138 = andi %28, %28 : tile<i1>
    assert %138, "flag must be set" : tile<i1>
    return
  }
}

// kernel print_tiles []
cuda_tile.module @print_tiles {
  entry @print_tiles(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume bounded<0, ?>, %1 : tile<i32>
    %9 = assume bounded<0, ?>, %2 : tile<i32>
    %10 = make_tensor_view %0, shape = [%8, %9], strides = [%3, %4] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %11 = assume bounded<0, ?>, %6 : tile<i32>
    %12 = make_tensor_view %5, shape = [%11], strides = [%7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
    %13 = make_partition_view %10 : partition_view<tile=(2x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[?]>>
    %15 = make_partition_view %10 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19 = constant <i32: 0> : tile<i32>
    %20, %21 = load_view_tko weak %13[%19, %19] : partition_view<tile=(2x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<2x4xf32>, token
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[?]>>, tile<i32> -> tile<64xi32>, token
    %24 = constant <i32: 3> : tile<64xi32>
    %25 = cmpi less_than %22, %24, signed : tile<64xi32> -> tile<64xi1>
    %26 = print_tko "block %d: x=%f n=%d small=%d\n", %16, %20, %22, %25 : tile<i32>, tile<2x4xf32>, tile<64xi32>, tile<64xi1>
    %27, %28 = load_view_tko weak %15[%19, %19] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<64x64xf32>, token
    %29 = print_tko "summarised %f\n", %27, %26 : tile<64x64xf32>, token
    return
  }
}

// kernel atomics []
cuda_tile.module @atomics {
  entry @atomics(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, %4] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %17 = assume bounded<0, ?>, %6 : tile<i32>
    %18 = make_tensor_view %5, shape = [%17], strides = [%7] : tile<i32> -> tensor_view<?xi32, strides=[?]>
    %19 = assume bounded<0, ?>, %9 : tile<i32>
    %20 = assume bounded<0, ?>, %10 : tile<i32>
    %21 = make_tensor_view %8, shape = [%19, %20], strides = [%11, %12] : tile<i32> -> tensor_view<?x?xf32, strides=[?,?]>
    %22 = make_partition_view %21 : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
    %23 = make_partition_view %16 : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>
    %24 = make_partition_view %21 : partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>
    %25, %26, %27 = get_tile_block_id : tile<i32>
    %28 = constant <i32: 0> : tile<i32>
    %29, %30 = load_view_tko weak %22[%25, %28] : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token
    %31 = constant <i64: 0> : tile<8x32xi64>
    %32 = iota : tile<8xi32>
    %33 = reshape %32 : tile<8xi32> -> tile<8x1xi32>
    %34 = broadcast %33 : tile<8x1xi32> -> tile<8x32xi32>
    %35 = constant <i32: 8> : tile<i32>
    %36 = muli %25, %35 : tile<i32>
    %37 = reshape %36 : tile<i32> -> tile<1x1xi32>
    %38 = broadcast %37 : tile<1x1xi32> -> tile<8x32xi32>
    %39 = addi %38, %34 : tile<8x32xi32>
    %40 = reshape %14 : tile<i32> -> tile<1x1xi32>
    %41 = broadcast %40 : tile<1x1xi32> -> tile<8x32xi32>
    %42 = cmpi less_than %39, %41, unsigned : tile<8x32xi32> -> tile<8x32xi1>
    %43 = exti %39 signed : tile<8x32xi32> -> tile<8x32xi64>
    %44 = exti %3 signed : tile<i32> -> tile<i64>
    %45 = reshape %44 : tile<i64> -> tile<1x1xi64>
    %46 = broadcast %45 : tile<1x1xi64> -> tile<8x32xi64>
    %47 = muli %43, %46 : tile<8x32xi64>
    %48 = addi %31, %47 : tile<8x32xi64>
    %49 = iota : tile<32xi32>
    %50 = reshape %49 : tile<32xi32> -> tile<1x32xi32>
    %51 = broadcast %50 : tile<1x32xi32> -> tile<8x32xi32>
    %52 = constant <i32: 32> : tile<i32>
    %53 = muli %28, %52 : tile<i32>
    %54 = reshape %53 : tile<i32> -> tile<1x1xi32>
    %55 = broadcast %54 : tile<1x1xi32> -> tile<8x32xi32>
    %56 = addi %55, %51 : tile<8x32xi32>
    %57 = reshape %15 : tile<i32> -> tile<1x1xi32>
    %58 = broadcast %57 : tile<1x1xi32> -> tile<8x32xi32>
    %59 = cmpi less_than %56, %58, unsigned : tile<8x32xi32> -> tile<8x32xi1>
    %60 = andi %42, %59 : tile<8x32xi1>
    %61 = exti %56 signed : tile<8x32xi32> -> tile<8x32xi64>
    %62 = exti %4 signed : tile<i32> -> tile<i64>
    %63 = reshape %62 : tile<i64> -> tile<1x1xi64>
    %64 = broadcast %63 : tile<1x1xi64> -> tile<8x32xi64>
    %65 = muli %61, %64 : tile<8x32xi64>
    %66 = addi %48, %65 : tile<8x32xi64>
    %67 = reshape %13 : tile<ptr<f32>> -> tile<1x1xptr<f32>>
    %68 = broadcast %67 : tile<1x1xptr<f32>> -> tile<8x32xptr<f32>>
    %69 = offset %68, %66 : tile<8x32xptr<f32>>, tile<8x32xi64> -> tile<8x32xptr<f32>>
    %70, %71 = atomic_rmw_tko relaxed device %69, %29, %60 {mode = 4} : tile<8x32xptr<f32>>, tile<8x32xf32>, tile<8x32xi1> -> tile<8x32xf32>, token
    %72 = constant <f32: 0.0> : tile<8x32xf32>
    %73 = select %60, %70, %72 : tile<8x32xi1>, tile<8x32xf32>
    %74 = constant <i32: 1> : tile<64xi32>
    %75 = constant <i64: 0> : tile<64xi64>
    %76 = iota : tile<64xi32>
    %77 = constant <i32: 64> : tile<i32>
    %78 = muli %25, %77 : tile<i32>
    %79 = reshape %78 : tile<i32> -> tile<1xi32>
    %80 = broadcast %79 : tile<1xi32> -> tile<64xi32>
    %81 = addi %80, %76 : tile<64xi32>
    %82 = reshape %17 : tile<i32> -> tile<1xi32>
    %83 = broadcast %82 : tile<1xi32> -> tile<64xi32>
    %84 = cmpi less_than %81, %83, unsigned : tile<64xi32> -> tile<64xi1>
    %85 = exti %81 signed : tile<64xi32> -> tile<64xi64>
    %86 = exti %7 signed : tile<i32> -> tile<i64>
    %87 = reshape %86 : tile<i64> -> tile<1xi64>
    %88 = broadcast %87 : tile<1xi64> -> tile<64xi64>
    %89 = muli %85, %88 : tile<64xi64>
    %90 = addi %75, %89 : tile<64xi64>
    %91 = reshape %5 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %92 = broadcast %91 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %93 = offset %92, %90 : tile<64xptr<i32>>, tile<64xi64> -> tile<64xptr<i32>>
    %94, %95 = atomic_rmw_tko relaxed device %93, %74, %84 {mode = 3} : tile<64xptr<i32>>, tile<64xi32>, tile<64xi1> -> tile<64xi32>, token
    %96 = constant <i32: 0> : tile<64xi32>
    %97 = select %84, %94, %96 : tile<64xi1>, tile<64xi32>
    %101 = reduce %73 dim=1 identities=[0] : tile<8x32xf32> -> tile<8xf32> {
    ^bb0(%98: tile<f32>, %99: tile<f32>):
      %100 = addf %98, %99 : tile<f32>
      yield %100 : tile<f32>
    }
    %102, %103 = load_view_tko weak %23[%25, %28] token = %71 : partition_view<tile=(8x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> tile<8x32xf32>, token
    %104 = store_view_tko weak %102, %24[%25, %28] token = %30 : tile<8x32xf32>, partition_view<tile=(8x32), tensor_view<?x?xf32, strides=[?,?]>>, tile<i32> -> token
    return
  }
}

// kernel search []
cuda_tile.module @search {
  entry @search(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %0, shape = [%7], strides = [%2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %9 = assume bounded<0, ?>, %4 : tile<i32>
    %10 = make_tensor_view %3, shape = [%9], strides = [%5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
    %11 = make_partition_view %8 : partition_view<tile=(32), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>>
    %12 = make_partition_view %8 : partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>
    %13 = make_partition_view %10 : partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>
    %14 = constant <i32: 0> : tile<i32>
    %15 = constant <i32: 1> : tile<i32>
    %16 = make_token : token
    %17 = make_token : token
    %35, %36, %37 = cuda_tile.loop iter_values(%18 = %14, %19 = %16, %20 = %17) : tile<i32>, token, token -> tile<i32>, token, token {
      %21, %22 = load_view_tko weak %11[%18] token = %19 : partition_view<tile=(32), padding_value = neg_inf, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<32xf32>, token
      %26 = reduce %21 dim=0 identities=[-inf] : tile<32xf32> -> tile<f32> {
      ^bb0(%23: tile<f32>, %24: tile<f32>):
        %25 = maxf %23, %24 propagate_nan : tile<f32>
        yield %25 : tile<f32>
      }
      %27 = print_tko "block max %f at %d\n", %26, %18, %20 : tile<f32>, tile<i32>, token
      %28 = cmpf greater_than ordered %26, %6 : tile<f32> -> tile<i1>
      %31 = if %28 -> (token) {
        %29 = print_tko "found at %d\n", %18, %27 : tile<i32>, token
        %30 = join_tokens %19, %22 : token
        break %18, %30, %29 : tile<i32>, token, token
      } else {
        yield %27 : token
      }
      %32 = join_tokens %19, %22 : token
      %33 = store_view_tko weak %21, %12[%18] token = %32 : tile<32xf32>, partition_view<tile=(32), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      %34 = addi %18, %15 : tile<i32>
      continue %34, %33, %31 : tile<i32>, token, token
    }
    %38 = reshape %35 : tile<i32> -> tile<1xi32>
    %39 = extract %38[%14] : tile<1xi32> -> tile<1xi32>
    %40 = store_view_tko weak %39, %13[%14] : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[?]>>, tile<i32> -> token
    %41 = print_tko "searched %d\n", %39, %37 : tile<1xi32>, token
    return
  }
}

// kernel copy_t [TM=32, TN=32]
cuda_tile.module @copy_t {
  entry @copy_t(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = assume div_by<16>, %4 : tile<i32>
    %14 = make_tensor_view %10, shape = [%11, %12], strides = [1, %13] : tile<i32> -> tensor_view<?x?xf16, strides=[1,?]>
    %15 = assume div_by<16>, %5 : tile<ptr<f16>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %7 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = assume div_by<16>, %8 : tile<i32>
    %21 = make_tensor_view %15, shape = [%17, %19], strides = [%20, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %22 = make_partition_view %14 : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[1,?]>>
    %23 = make_partition_view %21 : partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30, %31 = load_view_tko weak %22[%24, %28] : partition_view<tile=(32x32), padding_value = zero, tensor_view<?x?xf16, strides=[1,?]>>, tile<i32> -> tile<32x32xf16>, token
    %32 = store_view_tko weak %30, %23[%24, %28] : tile<32x32xf16>, partition_view<tile=(32x32), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel cluster_row_sum [BN=8192]
cuda_tile.module @cluster_row_sum {
  entry @cluster_row_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) optimization_hints = #cuda_tile.optimization_hints<default = {num_cta_in_cga = 4, num_worker_warps_per_cta = 4}> {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<f32>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(1x8192), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25, %26 = load_view_tko weak %19[%21, %24] : partition_view<tile=(1x8192), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x8192xf32>, token
    %30 = reduce %25 dim=1 identities=[0] : tile<1x8192xf32> -> tile<1xf32> {
    ^bb0(%27: tile<f32>, %28: tile<f32>):
      %29 = addf %27, %28 : tile<f32>
      yield %29 : tile<f32>
    }
    %31 = store_view_tko weak %30, %20[%21] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel handoff []
cuda_tile.module @handoff {
  entry @handoff(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume bounded<0, ?>, %1 : tile<i32>
    %7 = make_tensor_view %0, shape = [%6], strides = [%2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
    %8 = assume bounded<0, ?>, %4 : tile<i32>
    %9 = make_tensor_view %3, shape = [%8], strides = [%5] : tile<i32> -> tensor_view<?xi32, strides=[?]>
    %10 = make_partition_view %7 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
    %11 = make_partition_view %7 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[?]>>
    %12, %13, %14 = get_tile_block_id : tile<i32>
    %15 = constant <f32: 1.0> : tile<16xf32>
    %16 = store_view_tko weak %15, %10[%12] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    %17 = constant <i32: 0> : tile<i32>
    %18 = constant <i32: 1> : tile<1xi32>
    %19 = constant <i64: 0> : tile<1xi64>
    %20 = iota : tile<1xi32>
    %21 = constant <i32: 1> : tile<i32>
    %22 = muli %17, %21 : tile<i32>
    %23 = reshape %22 : tile<i32> -> tile<1xi32>
    %24 = addi %23, %20 : tile<1xi32>
    %25 = reshape %8 : tile<i32> -> tile<1xi32>
    %26 = cmpi less_than %24, %25, unsigned : tile<1xi32> -> tile<1xi1>
    %27 = exti %24 signed : tile<1xi32> -> tile<1xi64>
    %28 = exti %5 signed : tile<i32> -> tile<i64>
    %29 = reshape %28 : tile<i64> -> tile<1xi64>
    %30 = muli %27, %29 : tile<1xi64>
    %31 = addi %19, %30 : tile<1xi64>
    %32 = reshape %3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %33 = offset %32, %31 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %34, %35 = atomic_rmw_tko release device %33, %18, %26, %16 {mode = 3} : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1>, token -> tile<1xi32>, token
    %36 = constant <i32: 0> : tile<1xi32>
    %37 = select %26, %34, %36 : tile<1xi1>, tile<1xi32>
    %38 = constant <i64: 0> : tile<1xi64>
    %39 = iota : tile<1xi32>
    %40 = constant <i32: 1> : tile<i32>
    %41 = muli %17, %40 : tile<i32>
    %42 = reshape %41 : tile<i32> -> tile<1xi32>
    %43 = addi %42, %39 : tile<1xi32>
    %44 = reshape %8 : tile<i32> -> tile<1xi32>
    %45 = cmpi less_than %43, %44, unsigned : tile<1xi32> -> tile<1xi1>
    %46 = exti %43 signed : tile<1xi32> -> tile<1xi64>
    %47 = exti %5 signed : tile<i32> -> tile<i64>
    %48 = reshape %47 : tile<i64> -> tile<1xi64>
    %49 = muli %46, %48 : tile<1xi64>
    %50 = addi %38, %49 : tile<1xi64>
    %51 = reshape %3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %52 = offset %51, %50 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %53, %54 = atomic_rmw_tko acquire device %52, %18, %45, %35 {mode = 3} : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1>, token -> tile<1xi32>, token
    %55 = constant <i32: 0> : tile<1xi32>
    %56 = select %45, %53, %55 : tile<1xi1>, tile<1xi32>
    %57 = constant <i64: 0> : tile<1xi64>
    %58 = iota : tile<1xi32>
    %59 = constant <i32: 1> : tile<i32>
    %60 = muli %17, %59 : tile<i32>
    %61 = reshape %60 : tile<i32> -> tile<1xi32>
    %62 = addi %61, %58 : tile<1xi32>
    %63 = reshape %8 : tile<i32> -> tile<1xi32>
    %64 = cmpi less_than %62, %63, unsigned : tile<1xi32> -> tile<1xi1>
    %65 = exti %62 signed : tile<1xi32> -> tile<1xi64>
    %66 = exti %5 signed : tile<i32> -> tile<i64>
    %67 = reshape %66 : tile<i64> -> tile<1xi64>
    %68 = muli %65, %67 : tile<1xi64>
    %69 = addi %57, %68 : tile<1xi64>
    %70 = reshape %3 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %71 = offset %70, %69 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %72, %73 = atomic_rmw_tko acq_rel device %71, %18, %64, %54 {mode = 3} : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1>, token -> tile<1xi32>, token
    %74 = constant <i32: 0> : tile<1xi32>
    %75 = select %64, %72, %74 : tile<1xi1>, tile<1xi32>
    %76, %77 = load_view_tko weak %11[%17] token = %73 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
    %78 = join_tokens %73, %77 : token
    %79 = store_view_tko weak %76, %10[%12] token = %78 : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
    return
  }
}
