// kernel add [T=256]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<f32>>
    %10 = assume div_by<8>, %1 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = assume div_by<16>, %3 : tile<ptr<f32>>
    %14 = assume div_by<8>, %4 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = assume div_by<16>, %6 : tile<ptr<f32>>
    %18 = assume div_by<8>, %7 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = make_tensor_view %17, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = make_partition_view %12 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %29, %30, %31 = get_tile_block_id : tile<i32>
    %32, %33 = load_view_tko weak %22[%29] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = addf %27, %32 : tile<256xf32>
    %38 = store_view_tko weak %37, %23[%34] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel scale [T=256]
cuda_tile.module @scale {
  entry @scale(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<f32>) {
    %7 = assume div_by<16>, %0 : tile<ptr<f32>>
    %8 = assume div_by<8>, %1 : tile<i32>
    %9 = assume bounded<0, ?>, %8 : tile<i32>
    %10 = make_tensor_view %7, shape = [%9], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %11 = assume div_by<16>, %3 : tile<ptr<f32>>
    %12 = assume div_by<8>, %4 : tile<i32>
    %13 = assume bounded<0, ?>, %12 : tile<i32>
    %14 = make_tensor_view %11, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %10 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %16 = make_partition_view %14 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20, %21 = load_view_tko weak %15[%17] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25 = reshape %6 : tile<f32> -> tile<1xf32>
    %26 = broadcast %25 : tile<1xf32> -> tile<256xf32>
    %27 = mulf %20, %26 : tile<256xf32>
    %28 = store_view_tko weak %27, %16[%22] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=256]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<8>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %21 = constant <f32: 0.5> : tile<256xf32>
    %22 = mulf %21, %19 : tile<256xf32>
    %23 = constant <f32: 0.7071067690849304> : tile<256xf32>
    %24 = mulf %19, %23 : tile<256xf32>
    %25 = absf %24 : tile<256xf32>
    %26 = mulf %25, %25 : tile<256xf32>
    %27 = constant <f32: 0.000000014807192805221803> : tile<256xf32>
    %28 = mulf %27, %26 : tile<256xf32>
    %29 = constant <f32: -0.00000016365844146548625> : tile<256xf32>
    %30 = addf %28, %29 : tile<256xf32>
    %31 = mulf %30, %26 : tile<256xf32>
    %32 = constant <f32: 0.0000016462114444948384> : tile<256xf32>
    %33 = addf %31, %32 : tile<256xf32>
    %34 = mulf %33, %26 : tile<256xf32>
    %35 = constant <f32: -0.000014925650248187594> : tile<256xf32>
    %36 = addf %34, %35 : tile<256xf32>
    %37 = mulf %36, %26 : tile<256xf32>
    %38 = constant <f32: 0.00012055332626914605> : tile<256xf32>
    %39 = addf %37, %38 : tile<256xf32>
    %40 = mulf %39, %26 : tile<256xf32>
    %41 = constant <f32: -0.0008548327023163438> : tile<256xf32>
    %42 = addf %40, %41 : tile<256xf32>
    %43 = mulf %42, %26 : tile<256xf32>
    %44 = constant <f32: 0.005223977845162153> : tile<256xf32>
    %45 = addf %43, %44 : tile<256xf32>
    %46 = mulf %45, %26 : tile<256xf32>
    %47 = constant <f32: -0.02686617150902748> : tile<256xf32>
    %48 = addf %46, %47 : tile<256xf32>
    %49 = mulf %48, %26 : tile<256xf32>
    %50 = constant <f32: 0.11283791810274124> : tile<256xf32>
    %51 = addf %49, %50 : tile<256xf32>
    %52 = mulf %51, %26 : tile<256xf32>
    %53 = constant <f32: -0.37612637877464294> : tile<256xf32>
    %54 = addf %52, %53 : tile<256xf32>
    %55 = mulf %54, %26 : tile<256xf32>
    %56 = constant <f32: 1.128379225730896> : tile<256xf32>
    %57 = addf %55, %56 : tile<256xf32>
    %58 = mulf %57, %25 : tile<256xf32>
    %59 = constant <f32: 1.0> : tile<256xf32>
    %60 = constant <f32: 0.32759109139442444> : tile<256xf32>
    %61 = mulf %60, %25 : tile<256xf32>
    %62 = addf %59, %61 : tile<256xf32>
    %63 = divf %59, %62 : tile<256xf32>
    %64 = constant <f32: 1.0614054203033447> : tile<256xf32>
    %65 = mulf %64, %63 : tile<256xf32>
    %66 = constant <f32: -1.453152060508728> : tile<256xf32>
    %67 = addf %65, %66 : tile<256xf32>
    %68 = mulf %67, %63 : tile<256xf32>
    %69 = constant <f32: 1.421413779258728> : tile<256xf32>
    %70 = addf %68, %69 : tile<256xf32>
    %71 = mulf %70, %63 : tile<256xf32>
    %72 = constant <f32: -0.2844967246055603> : tile<256xf32>
    %73 = addf %71, %72 : tile<256xf32>
    %74 = mulf %73, %63 : tile<256xf32>
    %75 = constant <f32: 0.2548295855522156> : tile<256xf32>
    %76 = addf %74, %75 : tile<256xf32>
    %77 = mulf %76, %63 : tile<256xf32>
    %78 = mulf %25, %25 : tile<256xf32>
    %79 = negf %78 : tile<256xf32>
    %80 = exp %79 : tile<256xf32>
    %81 = mulf %77, %80 : tile<256xf32>
    %82 = subf %59, %81 : tile<256xf32>
    %83 = constant <f32: 1.0> : tile<256xf32>
    %84 = cmpf less_than_or_equal ordered %25, %83 : tile<256xf32> -> tile<256xi1>
    %85 = select %84, %58, %82 : tile<256xi1>, tile<256xf32>
    %86 = constant <f32: 0.0> : tile<256xf32>
    %87 = cmpf less_than ordered %24, %86 : tile<256xf32> -> tile<256xi1>
    %88 = negf %85 : tile<256xf32>
    %89 = select %87, %88, %85 : tile<256xi1>, tile<256xf32>
    %90 = constant <f32: 1.0> : tile<256xf32>
    %91 = addf %90, %89 : tile<256xf32>
    %92 = mulf %22, %91 : tile<256xf32>
    %93, %94, %95 = get_tile_block_id : tile<i32>
    %96 = store_view_tko weak %92, %15[%93] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=256]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<8>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = negf %19 : tile<256xf32>
    %25 = exp %24 : tile<256xf32>
    %26 = constant <f32: 1.0> : tile<256xf32>
    %27 = addf %26, %25 : tile<256xf32>
    %28 = divf %26, %27 : tile<256xf32>
    %29 = mulf %19, %28 : tile<256xf32>
    %30 = store_view_tko weak %29, %15[%21] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel gelu [T=512]
cuda_tile.module @gelu {
  entry @gelu(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(512), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %19 = ftof %17 : tile<512xf16> -> tile<512xf32>
    %20 = constant <f32: 0.5> : tile<512xf32>
    %21 = mulf %20, %19 : tile<512xf32>
    %22 = constant <f32: 0.7071067690849304> : tile<512xf32>
    %23 = mulf %19, %22 : tile<512xf32>
    %24 = absf %23 : tile<512xf32>
    %25 = mulf %24, %24 : tile<512xf32>
    %26 = constant <f32: 0.000000014807192805221803> : tile<512xf32>
    %27 = mulf %26, %25 : tile<512xf32>
    %28 = constant <f32: -0.00000016365844146548625> : tile<512xf32>
    %29 = addf %27, %28 : tile<512xf32>
    %30 = mulf %29, %25 : tile<512xf32>
    %31 = constant <f32: 0.0000016462114444948384> : tile<512xf32>
    %32 = addf %30, %31 : tile<512xf32>
    %33 = mulf %32, %25 : tile<512xf32>
    %34 = constant <f32: -0.000014925650248187594> : tile<512xf32>
    %35 = addf %33, %34 : tile<512xf32>
    %36 = mulf %35, %25 : tile<512xf32>
    %37 = constant <f32: 0.00012055332626914605> : tile<512xf32>
    %38 = addf %36, %37 : tile<512xf32>
    %39 = mulf %38, %25 : tile<512xf32>
    %40 = constant <f32: -0.0008548327023163438> : tile<512xf32>
    %41 = addf %39, %40 : tile<512xf32>
    %42 = mulf %41, %25 : tile<512xf32>
    %43 = constant <f32: 0.005223977845162153> : tile<512xf32>
    %44 = addf %42, %43 : tile<512xf32>
    %45 = mulf %44, %25 : tile<512xf32>
    %46 = constant <f32: -0.02686617150902748> : tile<512xf32>
    %47 = addf %45, %46 : tile<512xf32>
    %48 = mulf %47, %25 : tile<512xf32>
    %49 = constant <f32: 0.11283791810274124> : tile<512xf32>
    %50 = addf %48, %49 : tile<512xf32>
    %51 = mulf %50, %25 : tile<512xf32>
    %52 = constant <f32: -0.37612637877464294> : tile<512xf32>
    %53 = addf %51, %52 : tile<512xf32>
    %54 = mulf %53, %25 : tile<512xf32>
    %55 = constant <f32: 1.128379225730896> : tile<512xf32>
    %56 = addf %54, %55 : tile<512xf32>
    %57 = mulf %56, %24 : tile<512xf32>
    %58 = constant <f32: 1.0> : tile<512xf32>
    %59 = constant <f32: 0.32759109139442444> : tile<512xf32>
    %60 = mulf %59, %24 : tile<512xf32>
    %61 = addf %58, %60 : tile<512xf32>
    %62 = divf %58, %61 : tile<512xf32>
    %63 = constant <f32: 1.0614054203033447> : tile<512xf32>
    %64 = mulf %63, %62 : tile<512xf32>
    %65 = constant <f32: -1.453152060508728> : tile<512xf32>
    %66 = addf %64, %65 : tile<512xf32>
    %67 = mulf %66, %62 : tile<512xf32>
    %68 = constant <f32: 1.421413779258728> : tile<512xf32>
    %69 = addf %67, %68 : tile<512xf32>
    %70 = mulf %69, %62 : tile<512xf32>
    %71 = constant <f32: -0.2844967246055603> : tile<512xf32>
    %72 = addf %70, %71 : tile<512xf32>
    %73 = mulf %72, %62 : tile<512xf32>
    %74 = constant <f32: 0.2548295855522156> : tile<512xf32>
    %75 = addf %73, %74 : tile<512xf32>
    %76 = mulf %75, %62 : tile<512xf32>
    %77 = mulf %24, %24 : tile<512xf32>
    %78 = negf %77 : tile<512xf32>
    %79 = exp %78 : tile<512xf32>
    %80 = mulf %76, %79 : tile<512xf32>
    %81 = subf %58, %80 : tile<512xf32>
    %82 = constant <f32: 1.0> : tile<512xf32>
    %83 = cmpf less_than_or_equal ordered %24, %82 : tile<512xf32> -> tile<512xi1>
    %84 = select %83, %57, %81 : tile<512xi1>, tile<512xf32>
    %85 = constant <f32: 0.0> : tile<512xf32>
    %86 = cmpf less_than ordered %23, %85 : tile<512xf32> -> tile<512xi1>
    %87 = negf %84 : tile<512xf32>
    %88 = select %86, %87, %84 : tile<512xi1>, tile<512xf32>
    %89 = constant <f32: 1.0> : tile<512xf32>
    %90 = addf %89, %88 : tile<512xf32>
    %91 = mulf %21, %90 : tile<512xf32>
    %92, %93, %94 = get_tile_block_id : tile<i32>
    %95 = ftof %91 : tile<512xf32> -> tile<512xf16>
    %96 = store_view_tko weak %95, %13[%92] : tile<512xf16>, partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel silu [T=512]
cuda_tile.module @silu {
  entry @silu(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(512), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(512), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<512xf16>, token
    %19 = ftof %17 : tile<512xf16> -> tile<512xf32>
    %20, %21, %22 = get_tile_block_id : tile<i32>
    %23 = negf %19 : tile<512xf32>
    %24 = exp %23 : tile<512xf32>
    %25 = constant <f32: 1.0> : tile<512xf32>
    %26 = addf %25, %24 : tile<512xf32>
    %27 = divf %25, %26 : tile<512xf32>
    %28 = mulf %19, %27 : tile<512xf32>
    %29 = ftof %28 : tile<512xf32> -> tile<512xf16>
    %30 = store_view_tko weak %29, %13[%20] : tile<512xf16>, partition_view<tile=(512), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel add [T=256]
cuda_tile.module @add {
  entry @add(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %10 = assume div_by<8>, %1 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = assume div_by<16>, %3 : tile<ptr<f32>>
    %14 = assume div_by<8>, %4 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = assume div_by<16>, %6 : tile<ptr<f32>>
    %18 = assume div_by<8>, %7 : tile<i32>
    %19 = assume bounded<0, ?>, %18 : tile<i32>
    %20 = make_tensor_view %17, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = make_partition_view %12 : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(256), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<256xbf16>, token
    %29 = ftof %27 : tile<256xbf16> -> tile<256xf32>
    %30, %31, %32 = get_tile_block_id : tile<i32>
    %33, %34 = load_view_tko weak %22[%30] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38 = addf %29, %33 : tile<256xf32>
    %39 = store_view_tko weak %38, %23[%35] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
