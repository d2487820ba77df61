// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = exti %25 unsigned : tile<64xi1> -> tile<64xi8>
    %27 = store_view_tko weak %26, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = exti %25 unsigned : tile<64xi1> -> tile<64xi8>
    %27 = store_view_tko weak %26, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = iota : tile<64xi32>
    %27 = constant <i32: 64> : tile<i32>
    %28 = muli %19, %27 : tile<i32>
    %29 = reshape %28 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = addi %30, %26 : tile<64xi32>
    %32 = reshape %8 : tile<i32> -> tile<1xi32>
    %33 = broadcast %32 : tile<1xi32> -> tile<64xi32>
    %34 = cmpi less_than %31, %33, unsigned : tile<64xi32> -> tile<64xi1>
    %35 = constant <i1: 1> : tile<64xi1>
    %36 = select %34, %25, %35 : tile<64xi1>, tile<64xi1>
    %37 = exti %36 unsigned : tile<64xi1> -> tile<64xi8>
    %38 = store_view_tko weak %37, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = exti %25 unsigned : tile<64xi1> -> tile<64xi8>
    %27 = store_view_tko weak %26, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = exti %24 unsigned : tile<64xi1> -> tile<64xi8>
    %26 = store_view_tko weak %25, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = exti %24 unsigned : tile<64xi1> -> tile<64xi8>
    %26 = store_view_tko weak %25, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = iota : tile<64xi32>
    %26 = constant <i32: 64> : tile<i32>
    %27 = muli %18, %26 : tile<i32>
    %28 = reshape %27 : tile<i32> -> tile<1xi32>
    %29 = broadcast %28 : tile<1xi32> -> tile<64xi32>
    %30 = addi %29, %25 : tile<64xi32>
    %31 = reshape %7 : tile<i32> -> tile<1xi32>
    %32 = broadcast %31 : tile<1xi32> -> tile<64xi32>
    %33 = cmpi less_than %30, %32, unsigned : tile<64xi32> -> tile<64xi1>
    %34 = constant <i1: 1> : tile<64xi1>
    %35 = select %33, %24, %34 : tile<64xi1>, tile<64xi1>
    %36 = exti %35 unsigned : tile<64xi1> -> tile<64xi8>
    %37 = store_view_tko weak %36, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = exti %24 unsigned : tile<64xi1> -> tile<64xi8>
    %26 = store_view_tko weak %25, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i8: -128> : tile<64xi8>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi8>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i8: 127> : tile<64xi8>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi8>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i8: -128> : tile<64xi8>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi8>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i8: 127> : tile<64xi8>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi8>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i8: -1> : tile<64xi8>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi8>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i8: -1> : tile<64xi8>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi8>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <f8e4m3fn: 254> : tile<64xf8e4m3fn>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xf8e4m3fn>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <f8e4m3fn: 126> : tile<64xf8e4m3fn>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xf8e4m3fn>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <f8e4m3fn: 254> : tile<64xf8e4m3fn>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xf8e4m3fn>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <f8e4m3fn: 126> : tile<64xf8e4m3fn>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xf8e4m3fn>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i16: -32768> : tile<64xi16>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi16>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i16: 32767> : tile<64xi16>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi16>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i16: -32768> : tile<64xi16>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi16>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i16: 32767> : tile<64xi16>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi16>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i32: -2147483648> : tile<64xi32>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi32>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i32: 2147483647> : tile<64xi32>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi32>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i32: -2147483648> : tile<64xi32>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi32>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i32: 2147483647> : tile<64xi32>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi32>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i64: -9223372036854775808> : tile<64xi64>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi64>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i64: 9223372036854775807> : tile<64xi64>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi64>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i64: -9223372036854775808> : tile<64xi64>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi64>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i64: 9223372036854775807> : tile<64xi64>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi64>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i8>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i8>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i8>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xi8, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xi8>, token
    %31 = constant <i8: 0> : tile<16x8xi8>
    %32 = cmpi not_equal %29, %31, unsigned : tile<16x8xi8> -> tile<16x8xi1>
    %33 = iota : tile<16xi32>
    %34 = reshape %33 : tile<16xi32> -> tile<16x1xi32>
    %35 = broadcast %34 : tile<16x1xi32> -> tile<16x8xi32>
    %36 = constant <i32: 16> : tile<i32>
    %37 = muli %23, %36 : tile<i32>
    %38 = reshape %37 : tile<i32> -> tile<1x1xi32>
    %39 = broadcast %38 : tile<1x1xi32> -> tile<16x8xi32>
    %40 = addi %39, %35 : tile<16x8xi32>
    %41 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %42 = broadcast %41 : tile<1x1xi32> -> tile<16x8xi32>
    %43 = cmpi less_than %40, %42, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %44 = iota : tile<8xi32>
    %45 = reshape %44 : tile<8xi32> -> tile<1x8xi32>
    %46 = broadcast %45 : tile<1x8xi32> -> tile<16x8xi32>
    %47 = constant <i32: 8> : tile<i32>
    %48 = muli %27, %47 : tile<i32>
    %49 = reshape %48 : tile<i32> -> tile<1x1xi32>
    %50 = broadcast %49 : tile<1x1xi32> -> tile<16x8xi32>
    %51 = addi %50, %46 : tile<16x8xi32>
    %52 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %53 = broadcast %52 : tile<1x1xi32> -> tile<16x8xi32>
    %54 = cmpi less_than %51, %53, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %55 = andi %43, %54 : tile<16x8xi1>
    %56 = constant <i1: 1> : tile<16x8xi1>
    %57 = select %55, %32, %56 : tile<16x8xi1>, tile<16x8xi1>
    %58, %59, %60 = get_tile_block_id : tile<i32>
    %61, %62, %63 = get_tile_block_id : tile<i32>
    %64 = exti %57 unsigned : tile<16x8xi1> -> tile<16x8xi8>
    %65 = store_view_tko weak %64, %22[%58, %62] : tile<16x8xi8>, partition_view<tile=(16x8), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i8>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i8>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i8>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xi8, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xi8>, token
    %31 = iota : tile<16xi32>
    %32 = reshape %31 : tile<16xi32> -> tile<16x1xi32>
    %33 = broadcast %32 : tile<16x1xi32> -> tile<16x8xi32>
    %34 = constant <i32: 16> : tile<i32>
    %35 = muli %23, %34 : tile<i32>
    %36 = reshape %35 : tile<i32> -> tile<1x1xi32>
    %37 = broadcast %36 : tile<1x1xi32> -> tile<16x8xi32>
    %38 = addi %37, %33 : tile<16x8xi32>
    %39 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %40 = broadcast %39 : tile<1x1xi32> -> tile<16x8xi32>
    %41 = cmpi less_than %38, %40, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %42 = iota : tile<8xi32>
    %43 = reshape %42 : tile<8xi32> -> tile<1x8xi32>
    %44 = broadcast %43 : tile<1x8xi32> -> tile<16x8xi32>
    %45 = constant <i32: 8> : tile<i32>
    %46 = muli %27, %45 : tile<i32>
    %47 = reshape %46 : tile<i32> -> tile<1x1xi32>
    %48 = broadcast %47 : tile<1x1xi32> -> tile<16x8xi32>
    %49 = addi %48, %44 : tile<16x8xi32>
    %50 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %51 = broadcast %50 : tile<1x1xi32> -> tile<16x8xi32>
    %52 = cmpi less_than %49, %51, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %53 = andi %41, %52 : tile<16x8xi1>
    %54 = constant <i8: 127> : tile<16x8xi8>
    %55 = select %53, %29, %54 : tile<16x8xi1>, tile<16x8xi8>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %55, %22[%56, %60] : tile<16x8xi8>, partition_view<tile=(16x8), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i8>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i8>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i8>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xi8, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xi8, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xi8>, token
    %31 = iota : tile<16xi32>
    %32 = reshape %31 : tile<16xi32> -> tile<16x1xi32>
    %33 = broadcast %32 : tile<16x1xi32> -> tile<16x8xi32>
    %34 = constant <i32: 16> : tile<i32>
    %35 = muli %23, %34 : tile<i32>
    %36 = reshape %35 : tile<i32> -> tile<1x1xi32>
    %37 = broadcast %36 : tile<1x1xi32> -> tile<16x8xi32>
    %38 = addi %37, %33 : tile<16x8xi32>
    %39 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %40 = broadcast %39 : tile<1x1xi32> -> tile<16x8xi32>
    %41 = cmpi less_than %38, %40, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %42 = iota : tile<8xi32>
    %43 = reshape %42 : tile<8xi32> -> tile<1x8xi32>
    %44 = broadcast %43 : tile<1x8xi32> -> tile<16x8xi32>
    %45 = constant <i32: 8> : tile<i32>
    %46 = muli %27, %45 : tile<i32>
    %47 = reshape %46 : tile<i32> -> tile<1x1xi32>
    %48 = broadcast %47 : tile<1x1xi32> -> tile<16x8xi32>
    %49 = addi %48, %44 : tile<16x8xi32>
    %50 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %51 = broadcast %50 : tile<1x1xi32> -> tile<16x8xi32>
    %52 = cmpi less_than %49, %51, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %53 = andi %41, %52 : tile<16x8xi1>
    %54 = constant <i8: -1> : tile<16x8xi8>
    %55 = select %53, %29, %54 : tile<16x8xi1>, tile<16x8xi8>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %55, %22[%56, %60] : tile<16x8xi8>, partition_view<tile=(16x8), tensor_view<?x?xi8, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f8e4m3fn>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf8e4m3fn, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f8e4m3fn>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf8e4m3fn, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xf8e4m3fn, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xf8e4m3fn, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xf8e4m3fn>, token
    %31 = iota : tile<16xi32>
    %32 = reshape %31 : tile<16xi32> -> tile<16x1xi32>
    %33 = broadcast %32 : tile<16x1xi32> -> tile<16x8xi32>
    %34 = constant <i32: 16> : tile<i32>
    %35 = muli %23, %34 : tile<i32>
    %36 = reshape %35 : tile<i32> -> tile<1x1xi32>
    %37 = broadcast %36 : tile<1x1xi32> -> tile<16x8xi32>
    %38 = addi %37, %33 : tile<16x8xi32>
    %39 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %40 = broadcast %39 : tile<1x1xi32> -> tile<16x8xi32>
    %41 = cmpi less_than %38, %40, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %42 = iota : tile<8xi32>
    %43 = reshape %42 : tile<8xi32> -> tile<1x8xi32>
    %44 = broadcast %43 : tile<1x8xi32> -> tile<16x8xi32>
    %45 = constant <i32: 8> : tile<i32>
    %46 = muli %27, %45 : tile<i32>
    %47 = reshape %46 : tile<i32> -> tile<1x1xi32>
    %48 = broadcast %47 : tile<1x1xi32> -> tile<16x8xi32>
    %49 = addi %48, %44 : tile<16x8xi32>
    %50 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %51 = broadcast %50 : tile<1x1xi32> -> tile<16x8xi32>
    %52 = cmpi less_than %49, %51, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %53 = andi %41, %52 : tile<16x8xi1>
    %54 = constant <f8e4m3fn: 126> : tile<16x8xf8e4m3fn>
    %55 = select %53, %29, %54 : tile<16x8xi1>, tile<16x8xf8e4m3fn>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %55, %22[%56, %60] : tile<16x8xf8e4m3fn>, partition_view<tile=(16x8), tensor_view<?x?xf8e4m3fn, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i16>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xi16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi16, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xi16>, token
    %31 = iota : tile<16xi32>
    %32 = reshape %31 : tile<16xi32> -> tile<16x1xi32>
    %33 = broadcast %32 : tile<16x1xi32> -> tile<16x8xi32>
    %34 = constant <i32: 16> : tile<i32>
    %35 = muli %23, %34 : tile<i32>
    %36 = reshape %35 : tile<i32> -> tile<1x1xi32>
    %37 = broadcast %36 : tile<1x1xi32> -> tile<16x8xi32>
    %38 = addi %37, %33 : tile<16x8xi32>
    %39 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %40 = broadcast %39 : tile<1x1xi32> -> tile<16x8xi32>
    %41 = cmpi less_than %38, %40, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %42 = iota : tile<8xi32>
    %43 = reshape %42 : tile<8xi32> -> tile<1x8xi32>
    %44 = broadcast %43 : tile<1x8xi32> -> tile<16x8xi32>
    %45 = constant <i32: 8> : tile<i32>
    %46 = muli %27, %45 : tile<i32>
    %47 = reshape %46 : tile<i32> -> tile<1x1xi32>
    %48 = broadcast %47 : tile<1x1xi32> -> tile<16x8xi32>
    %49 = addi %48, %44 : tile<16x8xi32>
    %50 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %51 = broadcast %50 : tile<1x1xi32> -> tile<16x8xi32>
    %52 = cmpi less_than %49, %51, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %53 = andi %41, %52 : tile<16x8xi1>
    %54 = constant <i16: 32767> : tile<16x8xi16>
    %55 = select %53, %29, %54 : tile<16x8xi1>, tile<16x8xi16>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %55, %22[%56, %60] : tile<16x8xi16>, partition_view<tile=(16x8), tensor_view<?x?xi16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f16>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f16>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f16>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = pos_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = pos_inf, tensor_view<?x?xf16, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xf16>, token
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = store_view_tko weak %29, %22[%31, %35] : tile<16x8xf16>, partition_view<tile=(16x8), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i32>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xi32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xi32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi32, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xi32>, token
    %31 = iota : tile<16xi32>
    %32 = reshape %31 : tile<16xi32> -> tile<16x1xi32>
    %33 = broadcast %32 : tile<16x1xi32> -> tile<16x8xi32>
    %34 = constant <i32: 16> : tile<i32>
    %35 = muli %23, %34 : tile<i32>
    %36 = reshape %35 : tile<i32> -> tile<1x1xi32>
    %37 = broadcast %36 : tile<1x1xi32> -> tile<16x8xi32>
    %38 = addi %37, %33 : tile<16x8xi32>
    %39 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %40 = broadcast %39 : tile<1x1xi32> -> tile<16x8xi32>
    %41 = cmpi less_than %38, %40, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %42 = iota : tile<8xi32>
    %43 = reshape %42 : tile<8xi32> -> tile<1x8xi32>
    %44 = broadcast %43 : tile<1x8xi32> -> tile<16x8xi32>
    %45 = constant <i32: 8> : tile<i32>
    %46 = muli %27, %45 : tile<i32>
    %47 = reshape %46 : tile<i32> -> tile<1x1xi32>
    %48 = broadcast %47 : tile<1x1xi32> -> tile<16x8xi32>
    %49 = addi %48, %44 : tile<16x8xi32>
    %50 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %51 = broadcast %50 : tile<1x1xi32> -> tile<16x8xi32>
    %52 = cmpi less_than %49, %51, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %53 = andi %41, %52 : tile<16x8xi1>
    %54 = constant <i32: 2147483647> : tile<16x8xi32>
    %55 = select %53, %29, %54 : tile<16x8xi1>, tile<16x8xi32>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %55, %22[%56, %60] : tile<16x8xi32>, partition_view<tile=(16x8), tensor_view<?x?xi32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<f32>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<f32>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = pos_inf, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xf32>, token
    %31, %32, %33 = get_tile_block_id : tile<i32>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = store_view_tko weak %29, %22[%31, %35] : tile<16x8xf32>, partition_view<tile=(16x8), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf_transposed [TC=16, TR=8]
cuda_tile.module @pad_pos_inf_transposed {
  entry @pad_pos_inf_transposed(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i64>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>) {
    %10 = assume div_by<16>, %0 : tile<ptr<i64>>
    %11 = assume bounded<0, ?>, %1 : tile<i32>
    %12 = assume bounded<0, ?>, %2 : tile<i32>
    %13 = make_tensor_view %10, shape = [%11, %12], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xi64, strides=[?,1]>
    %14 = assume div_by<16>, %5 : tile<ptr<i64>>
    %15 = assume div_by<16>, %6 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume div_by<16>, %7 : tile<i32>
    %18 = assume bounded<0, ?>, %17 : tile<i32>
    %19 = assume div_by<16>, %8 : tile<i32>
    %20 = make_tensor_view %14, shape = [%16, %18], strides = [%19, 1] : tile<i32> -> tensor_view<?x?xi64, strides=[?,1]>
    %21 = make_partition_view %13 : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi64, strides=[?,1]>, dim_map=[1,0]>
    %22 = make_partition_view %20 : partition_view<tile=(16x8), tensor_view<?x?xi64, strides=[?,1]>>
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26, %27, %28 = get_tile_block_id : tile<i32>
    %29, %30 = load_view_tko weak %21[%23, %27] : partition_view<tile=(16x8), padding_value = zero, tensor_view<?x?xi64, strides=[?,1]>, dim_map=[1,0]>, tile<i32> -> tile<16x8xi64>, token
    %31 = iota : tile<16xi32>
    %32 = reshape %31 : tile<16xi32> -> tile<16x1xi32>
    %33 = broadcast %32 : tile<16x1xi32> -> tile<16x8xi32>
    %34 = constant <i32: 16> : tile<i32>
    %35 = muli %23, %34 : tile<i32>
    %36 = reshape %35 : tile<i32> -> tile<1x1xi32>
    %37 = broadcast %36 : tile<1x1xi32> -> tile<16x8xi32>
    %38 = addi %37, %33 : tile<16x8xi32>
    %39 = reshape %12 : tile<i32> -> tile<1x1xi32>
    %40 = broadcast %39 : tile<1x1xi32> -> tile<16x8xi32>
    %41 = cmpi less_than %38, %40, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %42 = iota : tile<8xi32>
    %43 = reshape %42 : tile<8xi32> -> tile<1x8xi32>
    %44 = broadcast %43 : tile<1x8xi32> -> tile<16x8xi32>
    %45 = constant <i32: 8> : tile<i32>
    %46 = muli %27, %45 : tile<i32>
    %47 = reshape %46 : tile<i32> -> tile<1x1xi32>
    %48 = broadcast %47 : tile<1x1xi32> -> tile<16x8xi32>
    %49 = addi %48, %44 : tile<16x8xi32>
    %50 = reshape %11 : tile<i32> -> tile<1x1xi32>
    %51 = broadcast %50 : tile<1x1xi32> -> tile<16x8xi32>
    %52 = cmpi less_than %49, %51, unsigned : tile<16x8xi32> -> tile<16x8xi1>
    %53 = andi %41, %52 : tile<16x8xi1>
    %54 = constant <i64: 9223372036854775807> : tile<16x8xi64>
    %55 = select %53, %29, %54 : tile<16x8xi1>, tile<16x8xi64>
    %56, %57, %58 = get_tile_block_id : tile<i32>
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = store_view_tko weak %55, %22[%56, %60] : tile<16x8xi64>, partition_view<tile=(16x8), tensor_view<?x?xi64, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
