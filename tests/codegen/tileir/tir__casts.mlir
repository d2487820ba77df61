// kernel promote [T=16]
cuda_tile.module @promote {
  entry @promote(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<i32>>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f32>>, %10: tile<i32>, %11: tile<i32>) {
    %12 = assume div_by<16>, %0 : tile<ptr<i8>>
    %13 = assume div_by<16>, %1 : tile<i32>
    %14 = assume bounded<0, ?>, %13 : tile<i32>
    %15 = make_tensor_view %12, shape = [%14], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %16 = assume div_by<16>, %3 : tile<ptr<f16>>
    %17 = assume div_by<16>, %4 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = make_tensor_view %16, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %20 = assume div_by<16>, %6 : tile<ptr<i32>>
    %21 = assume div_by<16>, %7 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = make_tensor_view %20, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %24 = assume div_by<16>, %9 : tile<ptr<f32>>
    %25 = assume div_by<16>, %10 : tile<i32>
    %26 = assume bounded<0, ?>, %25 : tile<i32>
    %27 = make_tensor_view %24, shape = [%26], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %28 = make_partition_view %15 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %29 = make_partition_view %19 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %30 = make_partition_view %23 : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %31 = make_partition_view %27 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %32, %33, %34 = get_tile_block_id : tile<i32>
    %35, %36 = load_view_tko weak %28[%32] : partition_view<tile=(16), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<16xi8>, token
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40, %41 = load_view_tko weak %29[%37] : partition_view<tile=(16), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<16xf16>, token
    %42, %43, %44 = get_tile_block_id : tile<i32>
    %45, %46 = load_view_tko weak %30[%42] : partition_view<tile=(16), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<16xi32>, token
    %47 = itof %35 signed : tile<16xi8> -> tile<16xf16>
    %48 = addf %47, %40 : tile<16xf16>
    %49 = exti %35 signed : tile<16xi8> -> tile<16xi32>
    %50 = exti %45 unsigned : tile<16xi32> -> tile<16xi64>
    %51 = exti %49 signed : tile<16xi32> -> tile<16xi64>
    %52 = addi %50, %51 : tile<16xi64>
    %53 = itof %45 signed : tile<16xi32> -> tile<16xf32>
    %54 = constant <f32: 2.0> : tile<16xf32>
    %55 = divf %53, %54 : tile<16xf32>
    %56 = constant <f16: 2.0> : tile<16xf16>
    %57 = mulf %40, %56 : tile<16xf16>
    %58 = constant <f16: 1.0> : tile<16xf16>
    %59 = addf %57, %58 : tile<16xf16>
    %60, %61, %62 = get_tile_block_id : tile<i32>
    %63 = ftof %48 : tile<16xf16> -> tile<16xf32>
    %64 = itof %52 signed : tile<16xi64> -> tile<16xf32>
    %65 = addf %63, %64 : tile<16xf32>
    %66 = addf %65, %55 : tile<16xf32>
    %67 = ftof %59 : tile<16xf16> -> tile<16xf32>
    %68 = addf %66, %67 : tile<16xf32>
    %69 = store_view_tko weak %68, %31[%60] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel convert [T=16, D=bf16]
cuda_tile.module @convert {
  entry @convert(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<16>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20 = load_view_tko weak %14[%16] : partition_view<tile=(16), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = ftof %19 : tile<16xf32> -> tile<16xbf16>
    %25 = store_view_tko weak %24, %15[%21] : tile<16xbf16>, partition_view<tile=(16), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}
