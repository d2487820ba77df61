// kernel promote [T=16]
cuda_tile.module @promote {
  entry @promote(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<i32>>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f32>>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<i8>>
    %13 = assume bounded<0, ?>, %1 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %15 = assume div_by<16>, %3 : tile<ptr<f16>>
    %16 = assume bounded<0, ?>, %4 : tile<i32>
    %17 = make_tensor_view %15, shape = [%16], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %18 = assume div_by<16>, %6 : tile<ptr<i32>>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %18, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %21 = assume div_by<16>, %9 : tile<ptr<f32>>
    %22 = assume bounded<0, ?>, %10 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = make_partition_view %14 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %25 = make_partition_view %17 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %26 = make_partition_view %20 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %27 = make_partition_view %23 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %28, %29, %30 = get_tile_block_id : tile<i32>
    %31, %32 = load_view_tko weak %24[%28] : partition_view<tile=(16), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %33, %34, %35 = get_tile_block_id : tile<i32>
    %36, %37 = load_view_tko weak %25[%33] : partition_view<tile=(16), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    %38, %39, %40 = get_tile_block_id : tile<i32>
    %41, %42 = load_view_tko weak %26[%38] : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %43 = itof %31 signed : tile<16xi8> -> tile<16xf16>
    %44 = addf %43, %36 : tile<16xf16>
    %45 = exti %31 signed : tile<16xi8> -> tile<16xi32>
    %46 = exti %41 unsigned : tile<16xi32> -> tile<16xi64>
    %47 = exti %45 signed : tile<16xi32> -> tile<16xi64>
    %48 = addi %46, %47 : tile<16xi64>
    %49 = itof %41 signed : tile<16xi32> -> tile<16xf32>
    %50 = constant <f32: 2.0> : tile<16xf32>
    %51 = divf %49, %50 : tile<16xf32>
    %52 = constant <f16: 2.0> : tile<16xf16>
    %53 = mulf %36, %52 : tile<16xf16>
    %54 = constant <f16: 1.0> : tile<16xf16>
    %55 = addf %53, %54 : tile<16xf16>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59 = ftof %44 : tile<16xf16> -> tile<16xf32>
    %60 = itof %48 signed : tile<16xi64> -> tile<16xf32>
    %61 = addf %59, %60 : tile<16xf32>
    %62 = addf %61, %51 : tile<16xf32>
    %63 = ftof %55 : tile<16xf16> -> tile<16xf32>
    %64 = addf %62, %63 : tile<16xf32>
    %65 = store_view_tko weak %64, %27[%56] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel convert [T=16, D=bf16]
cuda_tile.module @convert {
  entry @convert(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume bounded<0, ?>, %4 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %12 = make_partition_view %8 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %13 = make_partition_view %11 : partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>
    %14, %15, %16 = get_tile_block_id : tile<i32>
    %17, %18 = load_view_tko weak %12[%14] : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22 = ftof %17 : tile<16xf32> -> tile<16xbf16>
    %23 = store_view_tko weak %22, %13[%19] : tile<16xbf16>, partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
