// kernel vector_add [T=256]
cuda_tile.module @vector_add {
  entry @vector_add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
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
    %29, %30 = load_view_tko weak %22[%24] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %31 = addf %27, %29 : tile<256xf32>
    %32 = store_view_tko weak %31, %23[%24] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel vector_add [T=256]
cuda_tile.module @vector_add {
  entry @vector_add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
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
    %21 = make_partition_view %12 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %29, %30 = load_view_tko weak %22[%24] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %31 = addf %27, %29 : tile<256xf32>
    %32 = store_view_tko weak %31, %23[%24] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel vector_add [T=256]
cuda_tile.module @vector_add {
  entry @vector_add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
    %9 = assume div_by<16>, %0 : tile<ptr<f32>>
    %10 = assume bounded<0, ?>, %1 : tile<i32>
    %11 = make_tensor_view %9, shape = [%10], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %12 = assume div_by<16>, %3 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %4 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = assume div_by<16>, %6 : tile<ptr<f32>>
    %16 = assume bounded<0, ?>, %7 : tile<i32>
    %17 = make_tensor_view %15, shape = [%16], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %18 = make_partition_view %11 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %19 = make_partition_view %14 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %20 = make_partition_view %17 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24, %25 = load_view_tko weak %18[%21] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %26, %27 = load_view_tko weak %19[%21] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %28 = addf %24, %26 : tile<256xf32>
    %29 = store_view_tko weak %28, %20[%21] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel vector_add [T=1024]
cuda_tile.module @vector_add {
  entry @vector_add(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f32>>, %7: tile<i32>, %8: tile<i32>) {
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
    %21 = make_partition_view %12 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %22 = make_partition_view %16 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %23 = make_partition_view %20 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %24, %25, %26 = get_tile_block_id : tile<i32>
    %27, %28 = load_view_tko weak %21[%24] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %29, %30 = load_view_tko weak %22[%24] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %31 = addf %27, %29 : tile<1024xf32>
    %32 = store_view_tko weak %31, %23[%24] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
