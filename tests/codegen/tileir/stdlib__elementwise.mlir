// kernel add [T=1024]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<f32>>
    %10 = assume div_by<16>, %1 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = assume div_by<16>, %3 : tile<ptr<f32>>
    %14 = assume div_by<16>, %4 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = assume div_by<16>, %6 : tile<ptr<f32>>
    %18 = assume div_by<16>, %7 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = make_tensor_view %17, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = make_partition_view %12 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %22[%29] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = addf %27, %32 : tile<1024xf32>
    %38 = store_view_tko weak %37, %23[%34] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel add [T=1024]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f16>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<f16>>
    %10 = assume div_by<16>, %1 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = assume div_by<16>, %3 : tile<ptr<f16>>
    %14 = assume div_by<16>, %4 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %17 = assume div_by<16>, %6 : tile<ptr<f16>>
    %18 = assume div_by<16>, %7 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = make_tensor_view %17, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %21 = make_partition_view %12 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %29 = ftof %27 : tile<1024xf16> -> tile<1024xf32>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33, %34 = load_view_tko weak %22[%30] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %35 = ftof %33 : tile<1024xf16> -> tile<1024xf32>
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = addf %29, %35 : tile<1024xf32>
    %40 = ftof %39 : tile<1024xf32> -> tile<1024xf16>
    %41 = store_view_tko weak %40, %23[%36] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel add [T=512]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %1 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = assume div_by<16>, %3 : tile<ptr<f32>>
    %14 = assume div_by<16>, %4 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = assume div_by<16>, %6 : tile<ptr<f32>>
    %18 = assume div_by<16>, %7 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = make_tensor_view %17, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = make_partition_view %12 : partition_view<tile=(512), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(512), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<512xbf16>, token
    %29 = ftof %27 : tile<512xbf16> -> tile<512xf32>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33, %34 = load_view_tko weak %22[%30] : partition_view<tile=(512), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<512xf32>, token
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38 = addf %29, %33 : tile<512xf32>
    %39 = store_view_tko weak %38, %23[%35] : tile<512xf32>, partition_view<tile=(512), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel scale [T=1024]
cuda_tile.module @scale {
  entry @scale(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f32>>
    %8 = assume div_by<16>, %1 : tile<i32>
    %9 = assume bounded<0, ?>, %8 : tile<i32>
    %10 = make_tensor_view %7, shape = [%9], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %11 = assume div_by<16>, %3 : tile<ptr<f32>>
    %12 = assume div_by<16>, %4 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = make_tensor_view %11, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %10 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %16 = make_partition_view %14 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20, %21 = load_view_tko weak %15[%17] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25 = reshape %6 : tile<f32> -> tile<1xf32>
    %26 = broadcast %25 : tile<1xf32> -> tile<1024xf32>
    %27 = mulf %20, %26 : tile<1024xf32>
    %28 = store_view_tko weak %27, %16[%22] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel scale [T=1024]
cuda_tile.module @scale {
  entry @scale(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f16>>
    %8 = assume div_by<16>, %1 : tile<i32>
    %9 = assume bounded<0, ?>, %8 : tile<i32>
    %10 = make_tensor_view %7, shape = [%9], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %11 = assume div_by<16>, %3 : tile<ptr<f16>>
    %12 = assume div_by<16>, %4 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = make_tensor_view %11, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %15 = make_partition_view %10 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %16 = make_partition_view %14 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20, %21 = load_view_tko weak %15[%17] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %22 = ftof %20 : tile<1024xf16> -> tile<1024xf32>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = reshape %6 : tile<f32> -> tile<1xf32>
    %27 = broadcast %26 : tile<1xf32> -> tile<1024xf32>
    %28 = mulf %22, %27 : tile<1024xf32>
    %29 = ftof %28 : tile<1024xf32> -> tile<1024xf16>
    %30 = store_view_tko weak %29, %16[%23] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=1024]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %21 = constant <f32: 0.5> : tile<1024xf32>
    %22 = mulf %21, %19 : tile<1024xf32>
    %23 = constant <f32: 0.7071067690849304> : tile<1024xf32>
    %24 = mulf %19, %23 : tile<1024xf32>
    %25 = absf %24 : tile<1024xf32>
    %26 = mulf %25, %25 : tile<1024xf32>
    %27 = constant <f32: 0.000000014807192805221803> : tile<1024xf32>
    %28 = mulf %27, %26 : tile<1024xf32>
    %29 = constant <f32: -0.00000016365844146548625> : tile<1024xf32>
    %30 = addf %28, %29 : tile<1024xf32>
    %31 = mulf %30, %26 : tile<1024xf32>
    %32 = constant <f32: 0.0000016462114444948384> : tile<1024xf32>
    %33 = addf %31, %32 : tile<1024xf32>
    %34 = mulf %33, %26 : tile<1024xf32>
    %35 = constant <f32: -0.000014925650248187594> : tile<1024xf32>
    %36 = addf %34, %35 : tile<1024xf32>
    %37 = mulf %36, %26 : tile<1024xf32>
    %38 = constant <f32: 0.00012055332626914605> : tile<1024xf32>
    %39 = addf %37, %38 : tile<1024xf32>
    %40 = mulf %39, %26 : tile<1024xf32>
    %41 = constant <f32: -0.0008548327023163438> : tile<1024xf32>
    %42 = addf %40, %41 : tile<1024xf32>
    %43 = mulf %42, %26 : tile<1024xf32>
    %44 = constant <f32: 0.005223977845162153> : tile<1024xf32>
    %45 = addf %43, %44 : tile<1024xf32>
    %46 = mulf %45, %26 : tile<1024xf32>
    %47 = constant <f32: -0.02686617150902748> : tile<1024xf32>
    %48 = addf %46, %47 : tile<1024xf32>
    %49 = mulf %48, %26 : tile<1024xf32>
    %50 = constant <f32: 0.11283791810274124> : tile<1024xf32>
    %51 = addf %49, %50 : tile<1024xf32>
    %52 = mulf %51, %26 : tile<1024xf32>
    %53 = constant <f32: -0.37612637877464294> : tile<1024xf32>
    %54 = addf %52, %53 : tile<1024xf32>
    %55 = mulf %54, %26 : tile<1024xf32>
    %56 = constant <f32: 1.128379225730896> : tile<1024xf32>
    %57 = addf %55, %56 : tile<1024xf32>
    %58 = mulf %57, %25 : tile<1024xf32>
    %59 = constant <f32: 1.0> : tile<1024xf32>
    %60 = constant <f32: 0.32759109139442444> : tile<1024xf32>
    %61 = mulf %60, %25 : tile<1024xf32>
    %62 = addf %59, %61 : tile<1024xf32>
    %63 = divf %59, %62 : tile<1024xf32>
    %64 = constant <f32: 1.0614054203033447> : tile<1024xf32>
    %65 = mulf %64, %63 : tile<1024xf32>
    %66 = constant <f32: -1.453152060508728> : tile<1024xf32>
    %67 = addf %65, %66 : tile<1024xf32>
    %68 = mulf %67, %63 : tile<1024xf32>
    %69 = constant <f32: 1.421413779258728> : tile<1024xf32>
    %70 = addf %68, %69 : tile<1024xf32>
    %71 = mulf %70, %63 : tile<1024xf32>
    %72 = constant <f32: -0.2844967246055603> : tile<1024xf32>
    %73 = addf %71, %72 : tile<1024xf32>
    %74 = mulf %73, %63 : tile<1024xf32>
    %75 = constant <f32: 0.2548295855522156> : tile<1024xf32>
    %76 = addf %74, %75 : tile<1024xf32>
    %77 = mulf %76, %63 : tile<1024xf32>
    %78 = mulf %25, %25 : tile<1024xf32>
    %79 = negf %78 : tile<1024xf32>
    %80 = exp %79 : tile<1024xf32>
    %81 = mulf %77, %80 : tile<1024xf32>
    %82 = subf %59, %81 : tile<1024xf32>
    %83 = constant <f32: 1.0> : tile<1024xf32>
    %84 = cmpf less_than_or_equal ordered %25, %83 : tile<1024xf32> -> tile<1024xi1>
    %85 = select %84, %58, %82 : tile<1024xi1>, tile<1024xf32>
    %86 = constant <f32: 0.0> : tile<1024xf32>
    %87 = cmpf less_than ordered %24, %86 : tile<1024xf32> -> tile<1024xi1>
    %88 = negf %85 : tile<1024xf32>
    %89 = select %87, %88, %85 : tile<1024xi1>, tile<1024xf32>
    %90 = constant <f32: 1.0> : tile<1024xf32>
    %91 = addf %90, %89 : tile<1024xf32>
    %92 = mulf %22, %91 : tile<1024xf32>
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = store_view_tko weak %92, %15[%93] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=1024]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %21 = ftof %19 : tile<1024xf16> -> tile<1024xf32>
    %22 = constant <f32: 0.5> : tile<1024xf32>
    %23 = mulf %22, %21 : tile<1024xf32>
    %24 = constant <f32: 0.7071067690849304> : tile<1024xf32>
    %25 = mulf %21, %24 : tile<1024xf32>
    %26 = absf %25 : tile<1024xf32>
    %27 = mulf %26, %26 : tile<1024xf32>
    %28 = constant <f32: 0.000000014807192805221803> : tile<1024xf32>
    %29 = mulf %28, %27 : tile<1024xf32>
    %30 = constant <f32: -0.00000016365844146548625> : tile<1024xf32>
    %31 = addf %29, %30 : tile<1024xf32>
    %32 = mulf %31, %27 : tile<1024xf32>
    %33 = constant <f32: 0.0000016462114444948384> : tile<1024xf32>
    %34 = addf %32, %33 : tile<1024xf32>
    %35 = mulf %34, %27 : tile<1024xf32>
    %36 = constant <f32: -0.000014925650248187594> : tile<1024xf32>
    %37 = addf %35, %36 : tile<1024xf32>
    %38 = mulf %37, %27 : tile<1024xf32>
    %39 = constant <f32: 0.00012055332626914605> : tile<1024xf32>
    %40 = addf %38, %39 : tile<1024xf32>
    %41 = mulf %40, %27 : tile<1024xf32>
    %42 = constant <f32: -0.0008548327023163438> : tile<1024xf32>
    %43 = addf %41, %42 : tile<1024xf32>
    %44 = mulf %43, %27 : tile<1024xf32>
    %45 = constant <f32: 0.005223977845162153> : tile<1024xf32>
    %46 = addf %44, %45 : tile<1024xf32>
    %47 = mulf %46, %27 : tile<1024xf32>
    %48 = constant <f32: -0.02686617150902748> : tile<1024xf32>
    %49 = addf %47, %48 : tile<1024xf32>
    %50 = mulf %49, %27 : tile<1024xf32>
    %51 = constant <f32: 0.11283791810274124> : tile<1024xf32>
    %52 = addf %50, %51 : tile<1024xf32>
    %53 = mulf %52, %27 : tile<1024xf32>
    %54 = constant <f32: -0.37612637877464294> : tile<1024xf32>
    %55 = addf %53, %54 : tile<1024xf32>
    %56 = mulf %55, %27 : tile<1024xf32>
    %57 = constant <f32: 1.128379225730896> : tile<1024xf32>
    %58 = addf %56, %57 : tile<1024xf32>
    %59 = mulf %58, %26 : tile<1024xf32>
    %60 = constant <f32: 1.0> : tile<1024xf32>
    %61 = constant <f32: 0.32759109139442444> : tile<1024xf32>
    %62 = mulf %61, %26 : tile<1024xf32>
    %63 = addf %60, %62 : tile<1024xf32>
    %64 = divf %60, %63 : tile<1024xf32>
    %65 = constant <f32: 1.0614054203033447> : tile<1024xf32>
    %66 = mulf %65, %64 : tile<1024xf32>
    %67 = constant <f32: -1.453152060508728> : tile<1024xf32>
    %68 = addf %66, %67 : tile<1024xf32>
    %69 = mulf %68, %64 : tile<1024xf32>
    %70 = constant <f32: 1.421413779258728> : tile<1024xf32>
    %71 = addf %69, %70 : tile<1024xf32>
    %72 = mulf %71, %64 : tile<1024xf32>
    %73 = constant <f32: -0.2844967246055603> : tile<1024xf32>
    %74 = addf %72, %73 : tile<1024xf32>
    %75 = mulf %74, %64 : tile<1024xf32>
    %76 = constant <f32: 0.2548295855522156> : tile<1024xf32>
    %77 = addf %75, %76 : tile<1024xf32>
    %78 = mulf %77, %64 : tile<1024xf32>
    %79 = mulf %26, %26 : tile<1024xf32>
    %80 = negf %79 : tile<1024xf32>
    %81 = exp %80 : tile<1024xf32>
    %82 = mulf %78, %81 : tile<1024xf32>
    %83 = subf %60, %82 : tile<1024xf32>
    %84 = constant <f32: 1.0> : tile<1024xf32>
    %85 = cmpf less_than_or_equal ordered %26, %84 : tile<1024xf32> -> tile<1024xi1>
    %86 = select %85, %59, %83 : tile<1024xi1>, tile<1024xf32>
    %87 = constant <f32: 0.0> : tile<1024xf32>
    %88 = cmpf less_than ordered %25, %87 : tile<1024xf32> -> tile<1024xi1>
    %89 = negf %86 : tile<1024xf32>
    %90 = select %88, %89, %86 : tile<1024xi1>, tile<1024xf32>
    %91 = constant <f32: 1.0> : tile<1024xf32>
    %92 = addf %91, %90 : tile<1024xf32>
    %93 = mulf %23, %92 : tile<1024xf32>
    %94, %95, %96 = get_tile_block_id : tile<i32>
    %97 = ftof %93 : tile<1024xf32> -> tile<1024xf16>
    %98 = store_view_tko weak %97, %15[%94] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=1024]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %21 = ftof %19 : tile<1024xbf16> -> tile<1024xf32>
    %22 = constant <f32: 0.5> : tile<1024xf32>
    %23 = mulf %22, %21 : tile<1024xf32>
    %24 = constant <f32: 0.7071067690849304> : tile<1024xf32>
    %25 = mulf %21, %24 : tile<1024xf32>
    %26 = absf %25 : tile<1024xf32>
    %27 = mulf %26, %26 : tile<1024xf32>
    %28 = constant <f32: 0.000000014807192805221803> : tile<1024xf32>
    %29 = mulf %28, %27 : tile<1024xf32>
    %30 = constant <f32: -0.00000016365844146548625> : tile<1024xf32>
    %31 = addf %29, %30 : tile<1024xf32>
    %32 = mulf %31, %27 : tile<1024xf32>
    %33 = constant <f32: 0.0000016462114444948384> : tile<1024xf32>
    %34 = addf %32, %33 : tile<1024xf32>
    %35 = mulf %34, %27 : tile<1024xf32>
    %36 = constant <f32: -0.000014925650248187594> : tile<1024xf32>
    %37 = addf %35, %36 : tile<1024xf32>
    %38 = mulf %37, %27 : tile<1024xf32>
    %39 = constant <f32: 0.00012055332626914605> : tile<1024xf32>
    %40 = addf %38, %39 : tile<1024xf32>
    %41 = mulf %40, %27 : tile<1024xf32>
    %42 = constant <f32: -0.0008548327023163438> : tile<1024xf32>
    %43 = addf %41, %42 : tile<1024xf32>
    %44 = mulf %43, %27 : tile<1024xf32>
    %45 = constant <f32: 0.005223977845162153> : tile<1024xf32>
    %46 = addf %44, %45 : tile<1024xf32>
    %47 = mulf %46, %27 : tile<1024xf32>
    %48 = constant <f32: -0.02686617150902748> : tile<1024xf32>
    %49 = addf %47, %48 : tile<1024xf32>
    %50 = mulf %49, %27 : tile<1024xf32>
    %51 = constant <f32: 0.11283791810274124> : tile<1024xf32>
    %52 = addf %50, %51 : tile<1024xf32>
    %53 = mulf %52, %27 : tile<1024xf32>
    %54 = constant <f32: -0.37612637877464294> : tile<1024xf32>
    %55 = addf %53, %54 : tile<1024xf32>
    %56 = mulf %55, %27 : tile<1024xf32>
    %57 = constant <f32: 1.128379225730896> : tile<1024xf32>
    %58 = addf %56, %57 : tile<1024xf32>
    %59 = mulf %58, %26 : tile<1024xf32>
    %60 = constant <f32: 1.0> : tile<1024xf32>
    %61 = constant <f32: 0.32759109139442444> : tile<1024xf32>
    %62 = mulf %61, %26 : tile<1024xf32>
    %63 = addf %60, %62 : tile<1024xf32>
    %64 = divf %60, %63 : tile<1024xf32>
    %65 = constant <f32: 1.0614054203033447> : tile<1024xf32>
    %66 = mulf %65, %64 : tile<1024xf32>
    %67 = constant <f32: -1.453152060508728> : tile<1024xf32>
    %68 = addf %66, %67 : tile<1024xf32>
    %69 = mulf %68, %64 : tile<1024xf32>
    %70 = constant <f32: 1.421413779258728> : tile<1024xf32>
    %71 = addf %69, %70 : tile<1024xf32>
    %72 = mulf %71, %64 : tile<1024xf32>
    %73 = constant <f32: -0.2844967246055603> : tile<1024xf32>
    %74 = addf %72, %73 : tile<1024xf32>
    %75 = mulf %74, %64 : tile<1024xf32>
    %76 = constant <f32: 0.2548295855522156> : tile<1024xf32>
    %77 = addf %75, %76 : tile<1024xf32>
    %78 = mulf %77, %64 : tile<1024xf32>
    %79 = mulf %26, %26 : tile<1024xf32>
    %80 = negf %79 : tile<1024xf32>
    %81 = exp %80 : tile<1024xf32>
    %82 = mulf %78, %81 : tile<1024xf32>
    %83 = subf %60, %82 : tile<1024xf32>
    %84 = constant <f32: 1.0> : tile<1024xf32>
    %85 = cmpf less_than_or_equal ordered %26, %84 : tile<1024xf32> -> tile<1024xi1>
    %86 = select %85, %59, %83 : tile<1024xi1>, tile<1024xf32>
    %87 = constant <f32: 0.0> : tile<1024xf32>
    %88 = cmpf less_than ordered %25, %87 : tile<1024xf32> -> tile<1024xi1>
    %89 = negf %86 : tile<1024xf32>
    %90 = select %88, %89, %86 : tile<1024xi1>, tile<1024xf32>
    %91 = constant <f32: 1.0> : tile<1024xf32>
    %92 = addf %91, %90 : tile<1024xf32>
    %93 = mulf %23, %92 : tile<1024xf32>
    %94, %95, %96 = get_tile_block_id : tile<i32>
    %97 = ftof %93 : tile<1024xf32> -> tile<1024xbf16>
    %98 = store_view_tko weak %97, %15[%94] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=1024]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = negf %19 : tile<1024xf32>
    %25 = exp %24 : tile<1024xf32>
    %26 = constant <f32: 1.0> : tile<1024xf32>
    %27 = addf %26, %25 : tile<1024xf32>
    %28 = divf %26, %27 : tile<1024xf32>
    %29 = mulf %19, %28 : tile<1024xf32>
    %30 = store_view_tko weak %29, %15[%21] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=1024]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<1024xf16>, token
    %21 = ftof %19 : tile<1024xf16> -> tile<1024xf32>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25 = negf %21 : tile<1024xf32>
    %26 = exp %25 : tile<1024xf32>
    %27 = constant <f32: 1.0> : tile<1024xf32>
    %28 = addf %27, %26 : tile<1024xf32>
    %29 = divf %27, %28 : tile<1024xf32>
    %30 = mulf %21, %29 : tile<1024xf32>
    %31 = ftof %30 : tile<1024xf32> -> tile<1024xf16>
    %32 = store_view_tko weak %31, %15[%22] : tile<1024xf16>, partition_view<tile=(1024), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=1024]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1024xbf16>, token
    %21 = ftof %19 : tile<1024xbf16> -> tile<1024xf32>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25 = negf %21 : tile<1024xf32>
    %26 = exp %25 : tile<1024xf32>
    %27 = constant <f32: 1.0> : tile<1024xf32>
    %28 = addf %27, %26 : tile<1024xf32>
    %29 = divf %27, %28 : tile<1024xf32>
    %30 = mulf %21, %29 : tile<1024xf32>
    %31 = ftof %30 : tile<1024xf32> -> tile<1024xbf16>
    %32 = store_view_tko weak %31, %15[%22] : tile<1024xbf16>, partition_view<tile=(1024), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
