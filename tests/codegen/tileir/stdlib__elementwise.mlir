// kernel add [T=1024]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<f32>>
    %10 = assume bounded<0, ?>, %1 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %12 = assume div_by<16>, %3 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %4 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = assume div_by<16>, %6 : tile<ptr<f32>>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %15, shape = [%16], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %18 = make_partition_view %11 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %19 = make_partition_view %14 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %20 = make_partition_view %17 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25 = load_view_tko weak %18[%21] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %19[%26] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34 = addf %24, %29 : tile<1024xf32>
    %35 = store_view_tko weak %34, %20[%31] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel add [T=1024]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f16>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<f16>>
    %10 = assume bounded<0, ?>, %1 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %12 = assume div_by<16>, %3 : tile<ptr<f16>>
    %13 = assume bounded<0, ?>, %4 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %15 = assume div_by<16>, %6 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %15, shape = [%16], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %18 = make_partition_view %11 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %19 = make_partition_view %14 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %20 = make_partition_view %17 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25 = load_view_tko weak %18[%21] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %26 = ftof %24 : tile<1024xf16> -> tile<1024xf32>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30, %31 = load_view_tko weak %19[%27] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %32 = ftof %30 : tile<1024xf16> -> tile<1024xf32>
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36 = addf %26, %32 : tile<1024xf32>
    %37 = ftof %36 : tile<1024xf32> -> tile<1024xf16>
    %38 = store_view_tko weak %37, %20[%33] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel add [T=512]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %10 = assume bounded<0, ?>, %1 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %12 = assume div_by<16>, %3 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %4 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = assume div_by<16>, %6 : tile<ptr<f32>>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %15, shape = [%16], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %18 = make_partition_view %11 : partition_view<tile=(512), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %19 = make_partition_view %14 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %20 = make_partition_view %17 : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25 = load_view_tko weak %18[%21] : partition_view<tile=(512), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %26 = ftof %24 : tile<512xbf16> -> tile<512xf32>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30, %31 = load_view_tko weak %19[%27] : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35 = addf %26, %30 : tile<512xf32>
    %36 = store_view_tko weak %35, %20[%32] : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel scale [T=1024]
cuda_tile.module @scale {
  entry @scale(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f32>>
    %8 = assume bounded<0, ?>, %1 : tile<i32>
    %9 = make_tensor_view %7, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %4 : tile<i32>
    %12 = make_tensor_view %10, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19 = load_view_tko weak %13[%15] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = reshape %6 : tile<f32> -> tile<1xf32>
    %24 = broadcast %23 : tile<1xf32> -> tile<1024xf32>
    %25 = mulf %18, %24 : tile<1024xf32>
    %26 = store_view_tko weak %25, %14[%20] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel scale [T=1024]
cuda_tile.module @scale {
  entry @scale(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f16>>
    %8 = assume bounded<0, ?>, %1 : tile<i32>
    %9 = make_tensor_view %7, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %4 : tile<i32>
    %12 = make_tensor_view %10, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19 = load_view_tko weak %13[%15] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %20 = ftof %18 : tile<1024xf16> -> tile<1024xf32>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = reshape %6 : tile<f32> -> tile<1xf32>
    %25 = broadcast %24 : tile<1xf32> -> tile<1024xf32>
    %26 = mulf %20, %25 : tile<1024xf32>
    %27 = ftof %26 : tile<1024xf32> -> tile<1024xf16>
    %28 = store_view_tko weak %27, %14[%21] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=1024]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %19 = constant <f32: 0.5> : tile<1024xf32>
    %20 = mulf %19, %17 : tile<1024xf32>
    %21 = constant <f32: 0.7071067690849304> : tile<1024xf32>
    %22 = mulf %17, %21 : tile<1024xf32>
    %23 = absf %22 : tile<1024xf32>
    %24 = mulf %23, %23 : tile<1024xf32>
    %25 = constant <f32: 0.000000014807192805221803> : tile<1024xf32>
    %26 = mulf %25, %24 : tile<1024xf32>
    %27 = constant <f32: -0.00000016365844146548625> : tile<1024xf32>
    %28 = addf %26, %27 : tile<1024xf32>
    %29 = mulf %28, %24 : tile<1024xf32>
    %30 = constant <f32: 0.0000016462114444948384> : tile<1024xf32>
    %31 = addf %29, %30 : tile<1024xf32>
    %32 = mulf %31, %24 : tile<1024xf32>
    %33 = constant <f32: -0.000014925650248187594> : tile<1024xf32>
    %34 = addf %32, %33 : tile<1024xf32>
    %35 = mulf %34, %24 : tile<1024xf32>
    %36 = constant <f32: 0.00012055332626914605> : tile<1024xf32>
    %37 = addf %35, %36 : tile<1024xf32>
    %38 = mulf %37, %24 : tile<1024xf32>
    %39 = constant <f32: -0.0008548327023163438> : tile<1024xf32>
    %40 = addf %38, %39 : tile<1024xf32>
    %41 = mulf %40, %24 : tile<1024xf32>
    %42 = constant <f32: 0.005223977845162153> : tile<1024xf32>
    %43 = addf %41, %42 : tile<1024xf32>
    %44 = mulf %43, %24 : tile<1024xf32>
    %45 = constant <f32: -0.02686617150902748> : tile<1024xf32>
    %46 = addf %44, %45 : tile<1024xf32>
    %47 = mulf %46, %24 : tile<1024xf32>
    %48 = constant <f32: 0.11283791810274124> : tile<1024xf32>
    %49 = addf %47, %48 : tile<1024xf32>
    %50 = mulf %49, %24 : tile<1024xf32>
    %51 = constant <f32: -0.37612637877464294> : tile<1024xf32>
    %52 = addf %50, %51 : tile<1024xf32>
    %53 = mulf %52, %24 : tile<1024xf32>
    %54 = constant <f32: 1.128379225730896> : tile<1024xf32>
    %55 = addf %53, %54 : tile<1024xf32>
    %56 = mulf %55, %23 : tile<1024xf32>
    %57 = constant <f32: 1.0> : tile<1024xf32>
    %58 = constant <f32: 0.32759109139442444> : tile<1024xf32>
    %59 = mulf %58, %23 : tile<1024xf32>
    %60 = addf %57, %59 : tile<1024xf32>
    %61 = divf %57, %60 : tile<1024xf32>
    %62 = constant <f32: 1.0614054203033447> : tile<1024xf32>
    %63 = mulf %62, %61 : tile<1024xf32>
    %64 = constant <f32: -1.453152060508728> : tile<1024xf32>
    %65 = addf %63, %64 : tile<1024xf32>
    %66 = mulf %65, %61 : tile<1024xf32>
    %67 = constant <f32: 1.421413779258728> : tile<1024xf32>
    %68 = addf %66, %67 : tile<1024xf32>
    %69 = mulf %68, %61 : tile<1024xf32>
    %70 = constant <f32: -0.2844967246055603> : tile<1024xf32>
    %71 = addf %69, %70 : tile<1024xf32>
    %72 = mulf %71, %61 : tile<1024xf32>
    %73 = constant <f32: 0.2548295855522156> : tile<1024xf32>
    %74 = addf %72, %73 : tile<1024xf32>
    %75 = mulf %74, %61 : tile<1024xf32>
    %76 = mulf %23, %23 : tile<1024xf32>
    %77 = negf %76 : tile<1024xf32>
    %78 = exp %77 : tile<1024xf32>
    %79 = mulf %75, %78 : tile<1024xf32>
    %80 = subf %57, %79 : tile<1024xf32>
    %81 = constant <f32: 1.0> : tile<1024xf32>
    %82 = cmpf less_than_or_equal ordered %23, %81 : tile<1024xf32> -> tile<1024xi1>
    %83 = select %82, %56, %80 : tile<1024xi1>, tile<1024xf32>
    %84 = constant <f32: 0.0> : tile<1024xf32>
    %85 = cmpf less_than ordered %22, %84 : tile<1024xf32> -> tile<1024xi1>
    %86 = negf %83 : tile<1024xf32>
    %87 = select %85, %86, %83 : tile<1024xi1>, tile<1024xf32>
    %88 = constant <f32: 1.0> : tile<1024xf32>
    %89 = addf %88, %87 : tile<1024xf32>
    %90 = mulf %20, %89 : tile<1024xf32>
    %91, %92, %93 = get_tile_block_id : tile<i32>
    %94 = store_view_tko weak %90, %13[%91] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=1024]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %19 = ftof %17 : tile<1024xf16> -> tile<1024xf32>
    %20 = constant <f32: 0.5> : tile<1024xf32>
    %21 = mulf %20, %19 : tile<1024xf32>
    %22 = constant <f32: 0.7071067690849304> : tile<1024xf32>
    %23 = mulf %19, %22 : tile<1024xf32>
    %24 = absf %23 : tile<1024xf32>
    %25 = mulf %24, %24 : tile<1024xf32>
    %26 = constant <f32: 0.000000014807192805221803> : tile<1024xf32>
    %27 = mulf %26, %25 : tile<1024xf32>
    %28 = constant <f32: -0.00000016365844146548625> : tile<1024xf32>
    %29 = addf %27, %28 : tile<1024xf32>
    %30 = mulf %29, %25 : tile<1024xf32>
    %31 = constant <f32: 0.0000016462114444948384> : tile<1024xf32>
    %32 = addf %30, %31 : tile<1024xf32>
    %33 = mulf %32, %25 : tile<1024xf32>
    %34 = constant <f32: -0.000014925650248187594> : tile<1024xf32>
    %35 = addf %33, %34 : tile<1024xf32>
    %36 = mulf %35, %25 : tile<1024xf32>
    %37 = constant <f32: 0.00012055332626914605> : tile<1024xf32>
    %38 = addf %36, %37 : tile<1024xf32>
    %39 = mulf %38, %25 : tile<1024xf32>
    %40 = constant <f32: -0.0008548327023163438> : tile<1024xf32>
    %41 = addf %39, %40 : tile<1024xf32>
    %42 = mulf %41, %25 : tile<1024xf32>
    %43 = constant <f32: 0.005223977845162153> : tile<1024xf32>
    %44 = addf %42, %43 : tile<1024xf32>
    %45 = mulf %44, %25 : tile<1024xf32>
    %46 = constant <f32: -0.02686617150902748> : tile<1024xf32>
    %47 = addf %45, %46 : tile<1024xf32>
    %48 = mulf %47, %25 : tile<1024xf32>
    %49 = constant <f32: 0.11283791810274124> : tile<1024xf32>
    %50 = addf %48, %49 : tile<1024xf32>
    %51 = mulf %50, %25 : tile<1024xf32>
    %52 = constant <f32: -0.37612637877464294> : tile<1024xf32>
    %53 = addf %51, %52 : tile<1024xf32>
    %54 = mulf %53, %25 : tile<1024xf32>
    %55 = constant <f32: 1.128379225730896> : tile<1024xf32>
    %56 = addf %54, %55 : tile<1024xf32>
    %57 = mulf %56, %24 : tile<1024xf32>
    %58 = constant <f32: 1.0> : tile<1024xf32>
    %59 = constant <f32: 0.32759109139442444> : tile<1024xf32>
    %60 = mulf %59, %24 : tile<1024xf32>
    %61 = addf %58, %60 : tile<1024xf32>
    %62 = divf %58, %61 : tile<1024xf32>
    %63 = constant <f32: 1.0614054203033447> : tile<1024xf32>
    %64 = mulf %63, %62 : tile<1024xf32>
    %65 = constant <f32: -1.453152060508728> : tile<1024xf32>
    %66 = addf %64, %65 : tile<1024xf32>
    %67 = mulf %66, %62 : tile<1024xf32>
    %68 = constant <f32: 1.421413779258728> : tile<1024xf32>
    %69 = addf %67, %68 : tile<1024xf32>
    %70 = mulf %69, %62 : tile<1024xf32>
    %71 = constant <f32: -0.2844967246055603> : tile<1024xf32>
    %72 = addf %70, %71 : tile<1024xf32>
    %73 = mulf %72, %62 : tile<1024xf32>
    %74 = constant <f32: 0.2548295855522156> : tile<1024xf32>
    %75 = addf %73, %74 : tile<1024xf32>
    %76 = mulf %75, %62 : tile<1024xf32>
    %77 = mulf %24, %24 : tile<1024xf32>
    %78 = negf %77 : tile<1024xf32>
    %79 = exp %78 : tile<1024xf32>
    %80 = mulf %76, %79 : tile<1024xf32>
    %81 = subf %58, %80 : tile<1024xf32>
    %82 = constant <f32: 1.0> : tile<1024xf32>
    %83 = cmpf less_than_or_equal ordered %24, %82 : tile<1024xf32> -> tile<1024xi1>
    %84 = select %83, %57, %81 : tile<1024xi1>, tile<1024xf32>
    %85 = constant <f32: 0.0> : tile<1024xf32>
    %86 = cmpf less_than ordered %23, %85 : tile<1024xf32> -> tile<1024xi1>
    %87 = negf %84 : tile<1024xf32>
    %88 = select %86, %87, %84 : tile<1024xi1>, tile<1024xf32>
    %89 = constant <f32: 1.0> : tile<1024xf32>
    %90 = addf %89, %88 : tile<1024xf32>
    %91 = mulf %21, %90 : tile<1024xf32>
    %92, %93, %94 = get_tile_block_id : tile<i32>
    %95 = ftof %91 : tile<1024xf32> -> tile<1024xf16>
    %96 = store_view_tko weak %95, %13[%92] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=1024]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %19 = ftof %17 : tile<1024xbf16> -> tile<1024xf32>
    %20 = constant <f32: 0.5> : tile<1024xf32>
    %21 = mulf %20, %19 : tile<1024xf32>
    %22 = constant <f32: 0.7071067690849304> : tile<1024xf32>
    %23 = mulf %19, %22 : tile<1024xf32>
    %24 = absf %23 : tile<1024xf32>
    %25 = mulf %24, %24 : tile<1024xf32>
    %26 = constant <f32: 0.000000014807192805221803> : tile<1024xf32>
    %27 = mulf %26, %25 : tile<1024xf32>
    %28 = constant <f32: -0.00000016365844146548625> : tile<1024xf32>
    %29 = addf %27, %28 : tile<1024xf32>
    %30 = mulf %29, %25 : tile<1024xf32>
    %31 = constant <f32: 0.0000016462114444948384> : tile<1024xf32>
    %32 = addf %30, %31 : tile<1024xf32>
    %33 = mulf %32, %25 : tile<1024xf32>
    %34 = constant <f32: -0.000014925650248187594> : tile<1024xf32>
    %35 = addf %33, %34 : tile<1024xf32>
    %36 = mulf %35, %25 : tile<1024xf32>
    %37 = constant <f32: 0.00012055332626914605> : tile<1024xf32>
    %38 = addf %36, %37 : tile<1024xf32>
    %39 = mulf %38, %25 : tile<1024xf32>
    %40 = constant <f32: -0.0008548327023163438> : tile<1024xf32>
    %41 = addf %39, %40 : tile<1024xf32>
    %42 = mulf %41, %25 : tile<1024xf32>
    %43 = constant <f32: 0.005223977845162153> : tile<1024xf32>
    %44 = addf %42, %43 : tile<1024xf32>
    %45 = mulf %44, %25 : tile<1024xf32>
    %46 = constant <f32: -0.02686617150902748> : tile<1024xf32>
    %47 = addf %45, %46 : tile<1024xf32>
    %48 = mulf %47, %25 : tile<1024xf32>
    %49 = constant <f32: 0.11283791810274124> : tile<1024xf32>
    %50 = addf %48, %49 : tile<1024xf32>
    %51 = mulf %50, %25 : tile<1024xf32>
    %52 = constant <f32: -0.37612637877464294> : tile<1024xf32>
    %53 = addf %51, %52 : tile<1024xf32>
    %54 = mulf %53, %25 : tile<1024xf32>
    %55 = constant <f32: 1.128379225730896> : tile<1024xf32>
    %56 = addf %54, %55 : tile<1024xf32>
    %57 = mulf %56, %24 : tile<1024xf32>
    %58 = constant <f32: 1.0> : tile<1024xf32>
    %59 = constant <f32: 0.32759109139442444> : tile<1024xf32>
    %60 = mulf %59, %24 : tile<1024xf32>
    %61 = addf %58, %60 : tile<1024xf32>
    %62 = divf %58, %61 : tile<1024xf32>
    %63 = constant <f32: 1.0614054203033447> : tile<1024xf32>
    %64 = mulf %63, %62 : tile<1024xf32>
    %65 = constant <f32: -1.453152060508728> : tile<1024xf32>
    %66 = addf %64, %65 : tile<1024xf32>
    %67 = mulf %66, %62 : tile<1024xf32>
    %68 = constant <f32: 1.421413779258728> : tile<1024xf32>
    %69 = addf %67, %68 : tile<1024xf32>
    %70 = mulf %69, %62 : tile<1024xf32>
    %71 = constant <f32: -0.2844967246055603> : tile<1024xf32>
    %72 = addf %70, %71 : tile<1024xf32>
    %73 = mulf %72, %62 : tile<1024xf32>
    %74 = constant <f32: 0.2548295855522156> : tile<1024xf32>
    %75 = addf %73, %74 : tile<1024xf32>
    %76 = mulf %75, %62 : tile<1024xf32>
    %77 = mulf %24, %24 : tile<1024xf32>
    %78 = negf %77 : tile<1024xf32>
    %79 = exp %78 : tile<1024xf32>
    %80 = mulf %76, %79 : tile<1024xf32>
    %81 = subf %58, %80 : tile<1024xf32>
    %82 = constant <f32: 1.0> : tile<1024xf32>
    %83 = cmpf less_than_or_equal ordered %24, %82 : tile<1024xf32> -> tile<1024xi1>
    %84 = select %83, %57, %81 : tile<1024xi1>, tile<1024xf32>
    %85 = constant <f32: 0.0> : tile<1024xf32>
    %86 = cmpf less_than ordered %23, %85 : tile<1024xf32> -> tile<1024xi1>
    %87 = negf %84 : tile<1024xf32>
    %88 = select %86, %87, %84 : tile<1024xi1>, tile<1024xf32>
    %89 = constant <f32: 1.0> : tile<1024xf32>
    %90 = addf %89, %88 : tile<1024xf32>
    %91 = mulf %21, %90 : tile<1024xf32>
    %92, %93, %94 = get_tile_block_id : tile<i32>
    %95 = ftof %91 : tile<1024xf32> -> tile<1024xbf16>
    %96 = store_view_tko weak %95, %13[%92] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=1024]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22 = negf %17 : tile<1024xf32>
    %23 = exp %22 : tile<1024xf32>
    %24 = constant <f32: 1.0> : tile<1024xf32>
    %25 = addf %24, %23 : tile<1024xf32>
    %26 = divf %24, %25 : tile<1024xf32>
    %27 = mulf %17, %26 : tile<1024xf32>
    %28 = store_view_tko weak %27, %13[%19] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=1024]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %19 = ftof %17 : tile<1024xf16> -> tile<1024xf32>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = negf %19 : tile<1024xf32>
    %24 = exp %23 : tile<1024xf32>
    %25 = constant <f32: 1.0> : tile<1024xf32>
    %26 = addf %25, %24 : tile<1024xf32>
    %27 = divf %25, %26 : tile<1024xf32>
    %28 = mulf %19, %27 : tile<1024xf32>
    %29 = ftof %28 : tile<1024xf32> -> tile<1024xf16>
    %30 = store_view_tko weak %29, %13[%20] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=1024]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %19 = ftof %17 : tile<1024xbf16> -> tile<1024xf32>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = negf %19 : tile<1024xf32>
    %24 = exp %23 : tile<1024xf32>
    %25 = constant <f32: 1.0> : tile<1024xf32>
    %26 = addf %25, %24 : tile<1024xf32>
    %27 = divf %25, %26 : tile<1024xf32>
    %28 = mulf %19, %27 : tile<1024xf32>
    %29 = ftof %28 : tile<1024xf32> -> tile<1024xbf16>
    %30 = store_view_tko weak %29, %13[%20] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
