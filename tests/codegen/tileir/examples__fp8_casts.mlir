// kernel round_trip [T=256]
cuda_tile.module @round_trip {
  entry @round_trip(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f8e5m2>>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f32>>, %10: tile<i32>, %11: tile<i32>, %12: tile<ptr<f32>>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f32>>
    %16 = assume div_by<8>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %19 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %20 = assume div_by<8>, %4 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = make_tensor_view %19, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %23 = assume div_by<16>, %6 : tile<ptr<f8e5m2>>
    %24 = assume div_by<8>, %7 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf8e5m2, strides=[1]>
    %27 = assume div_by<16>, %9 : tile<ptr<f32>>
    %28 = assume div_by<8>, %10 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %12 : tile<ptr<f32>>
    %32 = assume div_by<8>, %13 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = make_tensor_view %31, shape = [%33], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %35 = make_partition_view %18 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %36 = make_partition_view %22 : partition_view<tile=(256), tensor_view<?xf8e4m3fn, strides=[1]>>
    %37 = make_partition_view %26 : partition_view<tile=(256), tensor_view<?xf8e5m2, strides=[1]>>
    %38 = make_partition_view %30 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %39 = make_partition_view %34 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43, %44 = load_view_tko weak %35[%40] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %45 = ftof %43 : tile<256xf32> -> tile<256xf8e4m3fn>
    %46 = ftof %43 : tile<256xf32> -> tile<256xf8e5m2>
    %47 = constant <f32: inf> : tile<256xf32>
    %48 = cmpf equal ordered %43, %47 : tile<256xf32> -> tile<256xi1>
    %49 = constant <f8e5m2: 124> : tile<256xf8e5m2>
    %50 = select %48, %49, %46 : tile<256xi1>, tile<256xf8e5m2>
    %51 = constant <f32: -inf> : tile<256xf32>
    %52 = cmpf equal ordered %43, %51 : tile<256xf32> -> tile<256xi1>
    %53 = constant <f8e5m2: 252> : tile<256xf8e5m2>
    %54 = select %52, %53, %50 : tile<256xi1>, tile<256xf8e5m2>
    %55, %56, %57 = get_tile_block_id : tile<i32>
    %58 = store_view_tko weak %45, %36[%55] : tile<256xf8e4m3fn>, partition_view<tile=(256), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %54, %37[%59] : tile<256xf8e5m2>, partition_view<tile=(256), tensor_view<?xf8e5m2, strides=[1]>>, tile<i32> -> token
    %63, %64, %65 = get_tile_block_id : tile<i32>
    %66 = ftof %45 : tile<256xf8e4m3fn> -> tile<256xf32>
    %67 = store_view_tko weak %66, %38[%63] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %68, %69, %70 = get_tile_block_id : tile<i32>
    %71 = ftof %54 : tile<256xf8e5m2> -> tile<256xf32>
    %72 = store_view_tko weak %71, %39[%68] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel round_trip [T=256]
cuda_tile.module @round_trip {
  entry @round_trip(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f8e5m2>>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f32>>, %10: tile<i32>, %11: tile<i32>, %12: tile<ptr<f32>>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f32>>
    %16 = assume bounded<0, ?>, %1 : tile<i32>
    %17 = make_tensor_view %15, shape = [%16], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %18 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %19 = assume bounded<0, ?>, %4 : tile<i32>
    %20 = make_tensor_view %18, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %21 = assume div_by<16>, %6 : tile<ptr<f8e5m2>>
    %22 = assume bounded<0, ?>, %7 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf8e5m2, strides=[1]>
    %24 = assume div_by<16>, %9 : tile<ptr<f32>>
    %25 = assume bounded<0, ?>, %10 : tile<i32>
    %26 = make_tensor_view %24, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %27 = assume div_by<16>, %12 : tile<ptr<f32>>
    %28 = assume bounded<0, ?>, %13 : tile<i32>
    %29 = make_tensor_view %27, shape = [%28], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %30 = make_partition_view %17 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %31 = make_partition_view %20 : partition_view<tile=(256), tensor_view<?xf8e4m3fn, strides=[1]>>
    %32 = make_partition_view %23 : partition_view<tile=(256), tensor_view<?xf8e5m2, strides=[1]>>
    %33 = make_partition_view %26 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %34 = make_partition_view %29 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %35, %36, %37 = get_tile_block_id : tile<i32>
    %38, %39 = load_view_tko weak %30[%35] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %40 = ftof %38 : tile<256xf32> -> tile<256xf8e4m3fn>
    %41 = ftof %38 : tile<256xf32> -> tile<256xf8e5m2>
    %42 = constant <f32: inf> : tile<256xf32>
    %43 = cmpf equal ordered %38, %42 : tile<256xf32> -> tile<256xi1>
    %44 = constant <f8e5m2: 124> : tile<256xf8e5m2>
    %45 = select %43, %44, %41 : tile<256xi1>, tile<256xf8e5m2>
    %46 = constant <f32: -inf> : tile<256xf32>
    %47 = cmpf equal ordered %38, %46 : tile<256xf32> -> tile<256xi1>
    %48 = constant <f8e5m2: 252> : tile<256xf8e5m2>
    %49 = select %47, %48, %45 : tile<256xi1>, tile<256xf8e5m2>
    %50, %51, %52 = get_tile_block_id : tile<i32>
    %53 = store_view_tko weak %40, %31[%50] : tile<256xf8e4m3fn>, partition_view<tile=(256), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    %54, %55, %56 = get_tile_block_id : tile<i32>
    %57 = store_view_tko weak %49, %32[%54] : tile<256xf8e5m2>, partition_view<tile=(256), tensor_view<?xf8e5m2, strides=[1]>>, tile<i32> -> token
    %58, %59, %60 = get_tile_block_id : tile<i32>
    %61 = ftof %40 : tile<256xf8e4m3fn> -> tile<256xf32>
    %62 = store_view_tko weak %61, %33[%58] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %63, %64, %65 = get_tile_block_id : tile<i32>
    %66 = ftof %49 : tile<256xf8e5m2> -> tile<256xf32>
    %67 = store_view_tko weak %66, %34[%63] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel round_trip [T=256]
cuda_tile.module @round_trip {
  entry @round_trip(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>, %6: tile<ptr<f8e5m2>>, %7: tile<i32>, %8: tile<i32>, %9: tile<ptr<f32>>, %10: tile<i32>, %11: tile<i32>, %12: tile<ptr<f32>>, %13: tile<i32>, %14: tile<i32>) {
    %15 = assume div_by<16>, %0 : tile<ptr<f32>>
    %16 = assume div_by<2>, %1 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %19 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %20 = assume div_by<2>, %4 : tile<i32>
    %21 = assume bounded<0, ?>, %20 : tile<i32>
    %22 = make_tensor_view %19, shape = [%21], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %23 = assume div_by<16>, %6 : tile<ptr<f8e5m2>>
    %24 = assume div_by<2>, %7 : tile<i32>
    %25 = assume bounded<0, ?>, %24 : tile<i32>
    %26 = make_tensor_view %23, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xf8e5m2, strides=[1]>
    %27 = assume div_by<16>, %9 : tile<ptr<f32>>
    %28 = assume div_by<2>, %10 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = assume div_by<16>, %12 : tile<ptr<f32>>
    %32 = assume div_by<2>, %13 : tile<i32>
    %33 = assume bounded<0, ?>, %32 : tile<i32>
    %34 = make_tensor_view %31, shape = [%33], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %35 = make_partition_view %18 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %36 = make_partition_view %22 : partition_view<tile=(256), tensor_view<?xf8e4m3fn, strides=[1]>>
    %37 = make_partition_view %26 : partition_view<tile=(256), tensor_view<?xf8e5m2, strides=[1]>>
    %38 = make_partition_view %30 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %39 = make_partition_view %34 : partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>
    %40, %41, %42 = get_tile_block_id : tile<i32>
    %43, %44 = load_view_tko weak %35[%40] : partition_view<tile=(256), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %45 = ftof %43 : tile<256xf32> -> tile<256xf8e4m3fn>
    %46 = ftof %43 : tile<256xf32> -> tile<256xf8e5m2>
    %47 = constant <f32: inf> : tile<256xf32>
    %48 = cmpf equal ordered %43, %47 : tile<256xf32> -> tile<256xi1>
    %49 = constant <f8e5m2: 124> : tile<256xf8e5m2>
    %50 = select %48, %49, %46 : tile<256xi1>, tile<256xf8e5m2>
    %51 = constant <f32: -inf> : tile<256xf32>
    %52 = cmpf equal ordered %43, %51 : tile<256xf32> -> tile<256xi1>
    %53 = constant <f8e5m2: 252> : tile<256xf8e5m2>
    %54 = select %52, %53, %50 : tile<256xi1>, tile<256xf8e5m2>
    %55, %56, %57 = get_tile_block_id : tile<i32>
    %58 = store_view_tko weak %45, %36[%55] : tile<256xf8e4m3fn>, partition_view<tile=(256), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %54, %37[%59] : tile<256xf8e5m2>, partition_view<tile=(256), tensor_view<?xf8e5m2, strides=[1]>>, tile<i32> -> token
    %63, %64, %65 = get_tile_block_id : tile<i32>
    %66 = ftof %45 : tile<256xf8e4m3fn> -> tile<256xf32>
    %67 = store_view_tko weak %66, %38[%63] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %68, %69, %70 = get_tile_block_id : tile<i32>
    %71 = ftof %54 : tile<256xf8e5m2> -> tile<256xf32>
    %72 = store_view_tko weak %71, %39[%68] : tile<256xf32>, partition_view<tile=(256), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
