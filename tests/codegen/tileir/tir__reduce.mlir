// kernel reductions [BM=8, BN=16]
cuda_tile.module @reductions {
  entry @reductions(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume div_by<16>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = assume div_by<16>, %2 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = assume div_by<16>, %3 : tile<i32>
    %19 = make_tensor_view %13, shape = [%15, %17], strides = [%18, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %20 = assume div_by<16>, %5 : tile<ptr<f32>>
    %21 = assume div_by<16>, %6 : tile<i32>
    %22 = assume bounded<0, ?>, %21 : tile<i32>
    %23 = assume div_by<16>, %7 : tile<i32>
    %24 = assume bounded<0, ?>, %23 : tile<i32>
    %25 = assume div_by<16>, %8 : tile<i32>
    %26 = make_tensor_view %20, shape = [%22, %24], strides = [%25, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %27 = assume div_by<16>, %10 : tile<ptr<f32>>
    %28 = assume div_by<16>, %11 : tile<i32>
    %29 = assume bounded<0, ?>, %28 : tile<i32>
    %30 = make_tensor_view %27, shape = [%29], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %31 = make_partition_view %19 : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %32 = make_partition_view %30 : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %33 = make_partition_view %26 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>
    %34, %35, %36 = get_tile_block_id : tile<i32>
    %37 = constant <i32: 0> : tile<i32>
    %38, %39 = load_view_tko weak %31[%34, %37] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
    %43 = reduce %38 dim=1 identities=[-inf] : tile<8x16xf32> -> tile<8xf32> {
    ^bb0(%40: tile<f32>, %41: tile<f32>):
      %42 = maxf %40, %41 propagate_nan : tile<f32>
      yield %42 : tile<f32>
    }
    %44 = reshape %43 : tile<8xf32> -> tile<8x1xf32>
    %45 = broadcast %44 : tile<8x1xf32> -> tile<8x16xf32>
    %46 = subf %38, %45 : tile<8x16xf32>
    %50 = reduce %46 dim=1 identities=[0] : tile<8x16xf32> -> tile<8xf32> {
    ^bb0(%47: tile<f32>, %48: tile<f32>):
      %49 = addf %47, %48 : tile<f32>
      yield %49 : tile<f32>
    }
    %54 = reduce %38 dim=0 identities=[inf] : tile<8x16xf32> -> tile<16xf32> {
    ^bb0(%51: tile<f32>, %52: tile<f32>):
      %53 = minf %51, %52 propagate_nan : tile<f32>
      yield %53 : tile<f32>
    }
    %58 = reduce %54 dim=0 identities=[1] : tile<16xf32> -> tile<f32> {
    ^bb0(%55: tile<f32>, %56: tile<f32>):
      %57 = mulf %55, %56 : tile<f32>
      yield %57 : tile<f32>
    }
    %59, %60, %61 = get_tile_block_id : tile<i32>
    %62 = reshape %58 : tile<f32> -> tile<1xf32>
    %63 = broadcast %62 : tile<1xf32> -> tile<8xf32>
    %64 = addf %50, %63 : tile<8xf32>
    %65 = store_view_tko weak %64, %32[%59] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %69 = scan %38 dim=1 reverse=false identities=[0] : tile<8x16xf32> -> tile<8x16xf32> {
    ^bb0(%66: tile<f32>, %67: tile<f32>):
      %68 = addf %66, %67 : tile<f32>
      yield %68 : tile<f32>
    }
    %73 = scan %38 dim=0 reverse=true identities=[1] : tile<8x16xf32> -> tile<8x16xf32> {
    ^bb0(%70: tile<f32>, %71: tile<f32>):
      %72 = mulf %70, %71 : tile<f32>
      yield %72 : tile<f32>
    }
    %74, %75, %76 = get_tile_block_id : tile<i32>
    %77 = addf %69, %73 : tile<8x16xf32>
    %78 = constant <i32: 0> : tile<i32>
    %79 = store_view_tko weak %77, %33[%74, %78] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel arg_reductions [BM=8, BN=16]
cuda_tile.module @arg_reductions {
  entry @arg_reductions(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<16>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume div_by<16>, %2 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = assume div_by<16>, %3 : tile<i32>
    %14 = make_tensor_view %8, shape = [%10, %12], strides = [%13, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %15 = assume div_by<16>, %5 : tile<ptr<i32>>
    %16 = assume div_by<16>, %6 : tile<i32>
    %17 = assume bounded<0, ?>, %16 : tile<i32>
    %18 = make_tensor_view %15, shape = [%17], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %19 = make_partition_view %14 : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %20 = make_partition_view %18 : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>
    %21, %22, %23 = get_tile_block_id : tile<i32>
    %24 = constant <i32: 0> : tile<i32>
    %25, %26 = load_view_tko weak %19[%21, %24] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = iota : tile<16xi32>
    %31 = reshape %30 : tile<16xi32> -> tile<1x16xi32>
    %32 = broadcast %31 : tile<1x16xi32> -> tile<8x16xi32>
    %51, %52 = reduce %25, %32 dim=1 identities=[-inf, 2147483647] : tile<8x16xf32>, tile<8x16xi32> -> tile<8xf32>, tile<8xi32> {
    ^bb0(%33: tile<f32>, %34: tile<f32>, %35: tile<i32>, %36: tile<i32>):
      %37 = cmpf greater_than ordered %33, %34 : tile<f32> -> tile<i1>
      %38 = cmpf equal ordered %33, %34 : tile<f32> -> tile<i1>
      %39 = cmpf not_equal unordered %33, %33 : tile<f32> -> tile<i1>
      %40 = cmpf not_equal unordered %34, %34 : tile<f32> -> tile<i1>
      %41 = cmpf equal ordered %34, %34 : tile<f32> -> tile<i1>
      %42 = andi %39, %41 : tile<i1>
      %43 = andi %39, %40 : tile<i1>
      %44 = ori %37, %42 : tile<i1>
      %45 = ori %38, %43 : tile<i1>
      %46 = cmpi less_than %35, %36, signed : tile<i32> -> tile<i1>
      %47 = andi %45, %46 : tile<i1>
      %48 = ori %44, %47 : tile<i1>
      %49 = select %48, %33, %34 : tile<i1>, tile<f32>
      %50 = select %48, %35, %36 : tile<i1>, tile<i32>
      yield %49, %50 : tile<f32>, tile<i32>
    }
    %53 = iota : tile<16xi32>
    %54 = reshape %53 : tile<16xi32> -> tile<1x16xi32>
    %55 = broadcast %54 : tile<1x16xi32> -> tile<8x16xi32>
    %74, %75 = reduce %25, %55 dim=1 identities=[inf, 2147483647] : tile<8x16xf32>, tile<8x16xi32> -> tile<8xf32>, tile<8xi32> {
    ^bb0(%56: tile<f32>, %57: tile<f32>, %58: tile<i32>, %59: tile<i32>):
      %60 = cmpf less_than ordered %56, %57 : tile<f32> -> tile<i1>
      %61 = cmpf equal ordered %56, %57 : tile<f32> -> tile<i1>
      %62 = cmpf not_equal unordered %56, %56 : tile<f32> -> tile<i1>
      %63 = cmpf not_equal unordered %57, %57 : tile<f32> -> tile<i1>
      %64 = cmpf equal ordered %57, %57 : tile<f32> -> tile<i1>
      %65 = andi %62, %64 : tile<i1>
      %66 = andi %62, %63 : tile<i1>
      %67 = ori %60, %65 : tile<i1>
      %68 = ori %61, %66 : tile<i1>
      %69 = cmpi less_than %58, %59, signed : tile<i32> -> tile<i1>
      %70 = andi %68, %69 : tile<i1>
      %71 = ori %67, %70 : tile<i1>
      %72 = select %71, %56, %57 : tile<i1>, tile<f32>
      %73 = select %71, %58, %59 : tile<i1>, tile<i32>
      yield %72, %73 : tile<f32>, tile<i32>
    }
    %76 = addi %52, %75 : tile<8xi32>
    %77 = store_view_tko weak %76, %20[%27] : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
