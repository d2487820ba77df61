; kernel add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = icmp ult i64 %v30, %v31
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v46 = bitcast float addrspace(1)* %v45 to <4 x float> addrspace(1)*
  br i1 %v44, label %ld4, label %ld_next5
ld_done3:
  %v56 = phi float [ %v40, %ld_full1 ], [ %v52, %ld_next5 ]
  %v57 = phi float [ %v41, %ld_full1 ], [ %v53, %ld_next5 ]
  %v58 = phi float [ %v42, %ld_full1 ], [ %v54, %ld_next5 ]
  %v59 = phi float [ %v43, %ld_full1 ], [ %v55, %ld_next5 ]
  %v60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v61 = and i32 %v2, 1
  %v62 = shl i32 %v61, 2
  %v63 = lshr i32 %v2, 1
  %v64 = and i32 %v63, 1
  %v65 = shl i32 %v64, 3
  %v66 = or i32 %v62, %v65
  %v67 = lshr i32 %v2, 2
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 4
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 3
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 5
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 4
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 6
  %v78 = or i32 %v74, %v77
  %v79 = and i32 %v3, 1
  %v80 = shl i32 %v79, 7
  %v81 = or i32 %v78, %v80
  %v82 = and i32 %v81, 255
  %v83 = sext i32 %v60 to i64
  %v84 = mul i64 %v83, 256
  %v85 = zext i32 %v82 to i64
  %v86 = add i64 %v84, %v85
  %v87 = zext i32 %p4 to i64
  %v88 = add i64 %v84, 256
  %v89 = icmp sle i64 %v88, %v87
  %v90 = icmp sge i64 %v83, 0
  %v91 = and i1 %v89, %v90
  br i1 %v91, label %ld_full6, label %ld_edge7
ld4:
  %v47 = load <4 x float>, <4 x float> addrspace(1)* %v46, align 16
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_next5
ld_next5:
  %v52 = phi float [ %v48, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v53 = phi float [ %v49, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v54 = phi float [ %v50, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v55 = phi float [ %v51, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
ld_full6:
  %v92 = icmp ult i64 %v86, %v87
  %v93 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v86
  %v94 = bitcast float addrspace(1)* %v93 to <4 x float> addrspace(1)*
  %v95 = load <4 x float>, <4 x float> addrspace(1)* %v94, align 16
  %v96 = extractelement <4 x float> %v95, i32 0
  %v97 = extractelement <4 x float> %v95, i32 1
  %v98 = extractelement <4 x float> %v95, i32 2
  %v99 = extractelement <4 x float> %v95, i32 3
  br label %ld_done8
ld_edge7:
  %v100 = icmp ult i64 %v86, %v87
  %v101 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v86
  %v102 = bitcast float addrspace(1)* %v101 to <4 x float> addrspace(1)*
  br i1 %v100, label %ld9, label %ld_next10
ld_done8:
  %v112 = phi float [ %v96, %ld_full6 ], [ %v108, %ld_next10 ]
  %v113 = phi float [ %v97, %ld_full6 ], [ %v109, %ld_next10 ]
  %v114 = phi float [ %v98, %ld_full6 ], [ %v110, %ld_next10 ]
  %v115 = phi float [ %v99, %ld_full6 ], [ %v111, %ld_next10 ]
  %v116 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v117 = fadd float %v56, %v112
  %v118 = fadd float %v57, %v113
  %v119 = fadd float %v58, %v114
  %v120 = fadd float %v59, %v115
  %v121 = and i32 %v2, 1
  %v122 = shl i32 %v121, 2
  %v123 = lshr i32 %v2, 1
  %v124 = and i32 %v123, 1
  %v125 = shl i32 %v124, 3
  %v126 = or i32 %v122, %v125
  %v127 = lshr i32 %v2, 2
  %v128 = and i32 %v127, 1
  %v129 = shl i32 %v128, 4
  %v130 = or i32 %v126, %v129
  %v131 = lshr i32 %v2, 3
  %v132 = and i32 %v131, 1
  %v133 = shl i32 %v132, 5
  %v134 = or i32 %v130, %v133
  %v135 = lshr i32 %v2, 4
  %v136 = and i32 %v135, 1
  %v137 = shl i32 %v136, 6
  %v138 = or i32 %v134, %v137
  %v139 = and i32 %v3, 1
  %v140 = shl i32 %v139, 7
  %v141 = or i32 %v138, %v140
  %v142 = and i32 %v141, 255
  %v143 = sext i32 %v116 to i64
  %v144 = mul i64 %v143, 256
  %v145 = zext i32 %v142 to i64
  %v146 = add i64 %v144, %v145
  %v147 = zext i32 %p7 to i64
  %v148 = add i64 %v144, 256
  %v149 = icmp sle i64 %v148, %v147
  %v150 = icmp sge i64 %v143, 0
  %v151 = and i1 %v149, %v150
  %v152 = and i32 %v3, 2
  %v153 = icmp eq i32 %v152, 0
  br i1 %v153, label %st_owner11, label %join12
ld9:
  %v103 = load <4 x float>, <4 x float> addrspace(1)* %v102, align 16
  %v104 = extractelement <4 x float> %v103, i32 0
  %v105 = extractelement <4 x float> %v103, i32 1
  %v106 = extractelement <4 x float> %v103, i32 2
  %v107 = extractelement <4 x float> %v103, i32 3
  br label %ld_next10
ld_next10:
  %v108 = phi float [ %v104, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v109 = phi float [ %v105, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v110 = phi float [ %v106, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v111 = phi float [ %v107, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
st_owner11:
  br i1 %v151, label %st_full13, label %st_edge14
join12:
  ret void
st_full13:
  %v154 = icmp ult i64 %v146, %v147
  %v155 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v146
  %v156 = insertelement <4 x float> undef, float %v117, i32 0
  %v157 = insertelement <4 x float> %v156, float %v118, i32 1
  %v158 = insertelement <4 x float> %v157, float %v119, i32 2
  %v159 = insertelement <4 x float> %v158, float %v120, i32 3
  %v160 = bitcast float addrspace(1)* %v155 to <4 x float> addrspace(1)*
  store <4 x float> %v159, <4 x float> addrspace(1)* %v160, align 16
  br label %st_done15
st_edge14:
  %v161 = icmp ult i64 %v146, %v147
  %v162 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v146
  br i1 %v161, label %st16, label %join17
st_done15:
  br label %join12
st16:
  %v163 = insertelement <4 x float> undef, float %v117, i32 0
  %v164 = insertelement <4 x float> %v163, float %v118, i32 1
  %v165 = insertelement <4 x float> %v164, float %v119, i32 2
  %v166 = insertelement <4 x float> %v165, float %v120, i32 3
  %v167 = bitcast float addrspace(1)* %v162 to <4 x float> addrspace(1)*
  store <4 x float> %v166, <4 x float> addrspace(1)* %v167, align 16
  br label %join17
join17:
  br label %st_done15
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel scale [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @scale(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = icmp ult i64 %v30, %v31
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v46 = bitcast float addrspace(1)* %v45 to <4 x float> addrspace(1)*
  br i1 %v44, label %ld4, label %ld_next5
ld_done3:
  %v56 = phi float [ %v40, %ld_full1 ], [ %v52, %ld_next5 ]
  %v57 = phi float [ %v41, %ld_full1 ], [ %v53, %ld_next5 ]
  %v58 = phi float [ %v42, %ld_full1 ], [ %v54, %ld_next5 ]
  %v59 = phi float [ %v43, %ld_full1 ], [ %v55, %ld_next5 ]
  %v60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v61 = fmul float %v56, %p6
  %v62 = fmul float %v57, %p6
  %v63 = fmul float %v58, %p6
  %v64 = fmul float %v59, %p6
  %v65 = and i32 %v2, 1
  %v66 = shl i32 %v65, 2
  %v67 = lshr i32 %v2, 1
  %v68 = and i32 %v67, 1
  %v69 = shl i32 %v68, 3
  %v70 = or i32 %v66, %v69
  %v71 = lshr i32 %v2, 2
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 4
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 3
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 5
  %v78 = or i32 %v74, %v77
  %v79 = lshr i32 %v2, 4
  %v80 = and i32 %v79, 1
  %v81 = shl i32 %v80, 6
  %v82 = or i32 %v78, %v81
  %v83 = and i32 %v3, 1
  %v84 = shl i32 %v83, 7
  %v85 = or i32 %v82, %v84
  %v86 = and i32 %v85, 255
  %v87 = sext i32 %v60 to i64
  %v88 = mul i64 %v87, 256
  %v89 = zext i32 %v86 to i64
  %v90 = add i64 %v88, %v89
  %v91 = zext i32 %p4 to i64
  %v92 = add i64 %v88, 256
  %v93 = icmp sle i64 %v92, %v91
  %v94 = icmp sge i64 %v87, 0
  %v95 = and i1 %v93, %v94
  %v96 = and i32 %v3, 2
  %v97 = icmp eq i32 %v96, 0
  br i1 %v97, label %st_owner6, label %join7
ld4:
  %v47 = load <4 x float>, <4 x float> addrspace(1)* %v46, align 16
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_next5
ld_next5:
  %v52 = phi float [ %v48, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v53 = phi float [ %v49, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v54 = phi float [ %v50, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v55 = phi float [ %v51, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v95, label %st_full8, label %st_edge9
join7:
  ret void
st_full8:
  %v98 = icmp ult i64 %v90, %v91
  %v99 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v90
  %v100 = insertelement <4 x float> undef, float %v61, i32 0
  %v101 = insertelement <4 x float> %v100, float %v62, i32 1
  %v102 = insertelement <4 x float> %v101, float %v63, i32 2
  %v103 = insertelement <4 x float> %v102, float %v64, i32 3
  %v104 = bitcast float addrspace(1)* %v99 to <4 x float> addrspace(1)*
  store <4 x float> %v103, <4 x float> addrspace(1)* %v104, align 16
  br label %st_done10
st_edge9:
  %v105 = icmp ult i64 %v90, %v91
  %v106 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v90
  br i1 %v105, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v107 = insertelement <4 x float> undef, float %v61, i32 0
  %v108 = insertelement <4 x float> %v107, float %v62, i32 1
  %v109 = insertelement <4 x float> %v108, float %v63, i32 2
  %v110 = insertelement <4 x float> %v109, float %v64, i32 3
  %v111 = bitcast float addrspace(1)* %v106 to <4 x float> addrspace(1)*
  store <4 x float> %v110, <4 x float> addrspace(1)* %v111, align 16
  br label %join12
join12:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @scale, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @scale, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel gelu [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @gelu(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = icmp ult i64 %v30, %v31
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v46 = bitcast float addrspace(1)* %v45 to <4 x float> addrspace(1)*
  br i1 %v44, label %ld4, label %ld_next5
ld_done3:
  %v56 = phi float [ %v40, %ld_full1 ], [ %v52, %ld_next5 ]
  %v57 = phi float [ %v41, %ld_full1 ], [ %v53, %ld_next5 ]
  %v58 = phi float [ %v42, %ld_full1 ], [ %v54, %ld_next5 ]
  %v59 = phi float [ %v43, %ld_full1 ], [ %v55, %ld_next5 ]
  %v60 = fmul float 0x3FE0000000000000, %v56
  %v61 = fmul float 0x3FE0000000000000, %v57
  %v62 = fmul float 0x3FE0000000000000, %v58
  %v63 = fmul float 0x3FE0000000000000, %v59
  %v64 = fmul float %v56, 0x3FE6A09E60000000
  %v65 = fmul float %v57, 0x3FE6A09E60000000
  %v66 = fmul float %v58, 0x3FE6A09E60000000
  %v67 = fmul float %v59, 0x3FE6A09E60000000
  %v68 = call float @__nv_erff(float %v64)
  %v69 = call float @__nv_erff(float %v65)
  %v70 = call float @__nv_erff(float %v66)
  %v71 = call float @__nv_erff(float %v67)
  %v72 = fadd float 0x3FF0000000000000, %v68
  %v73 = fadd float 0x3FF0000000000000, %v69
  %v74 = fadd float 0x3FF0000000000000, %v70
  %v75 = fadd float 0x3FF0000000000000, %v71
  %v76 = fmul float %v60, %v72
  %v77 = fmul float %v61, %v73
  %v78 = fmul float %v62, %v74
  %v79 = fmul float %v63, %v75
  %v80 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v81 = and i32 %v2, 1
  %v82 = shl i32 %v81, 2
  %v83 = lshr i32 %v2, 1
  %v84 = and i32 %v83, 1
  %v85 = shl i32 %v84, 3
  %v86 = or i32 %v82, %v85
  %v87 = lshr i32 %v2, 2
  %v88 = and i32 %v87, 1
  %v89 = shl i32 %v88, 4
  %v90 = or i32 %v86, %v89
  %v91 = lshr i32 %v2, 3
  %v92 = and i32 %v91, 1
  %v93 = shl i32 %v92, 5
  %v94 = or i32 %v90, %v93
  %v95 = lshr i32 %v2, 4
  %v96 = and i32 %v95, 1
  %v97 = shl i32 %v96, 6
  %v98 = or i32 %v94, %v97
  %v99 = and i32 %v3, 1
  %v100 = shl i32 %v99, 7
  %v101 = or i32 %v98, %v100
  %v102 = and i32 %v101, 255
  %v103 = sext i32 %v80 to i64
  %v104 = mul i64 %v103, 256
  %v105 = zext i32 %v102 to i64
  %v106 = add i64 %v104, %v105
  %v107 = zext i32 %p4 to i64
  %v108 = add i64 %v104, 256
  %v109 = icmp sle i64 %v108, %v107
  %v110 = icmp sge i64 %v103, 0
  %v111 = and i1 %v109, %v110
  %v112 = and i32 %v3, 2
  %v113 = icmp eq i32 %v112, 0
  br i1 %v113, label %st_owner6, label %join7
ld4:
  %v47 = load <4 x float>, <4 x float> addrspace(1)* %v46, align 16
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_next5
ld_next5:
  %v52 = phi float [ %v48, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v53 = phi float [ %v49, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v54 = phi float [ %v50, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v55 = phi float [ %v51, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v111, label %st_full8, label %st_edge9
join7:
  ret void
st_full8:
  %v114 = icmp ult i64 %v106, %v107
  %v115 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v106
  %v116 = insertelement <4 x float> undef, float %v76, i32 0
  %v117 = insertelement <4 x float> %v116, float %v77, i32 1
  %v118 = insertelement <4 x float> %v117, float %v78, i32 2
  %v119 = insertelement <4 x float> %v118, float %v79, i32 3
  %v120 = bitcast float addrspace(1)* %v115 to <4 x float> addrspace(1)*
  store <4 x float> %v119, <4 x float> addrspace(1)* %v120, align 16
  br label %st_done10
st_edge9:
  %v121 = icmp ult i64 %v106, %v107
  %v122 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v106
  br i1 %v121, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v123 = insertelement <4 x float> undef, float %v76, i32 0
  %v124 = insertelement <4 x float> %v123, float %v77, i32 1
  %v125 = insertelement <4 x float> %v124, float %v78, i32 2
  %v126 = insertelement <4 x float> %v125, float %v79, i32 3
  %v127 = bitcast float addrspace(1)* %v122 to <4 x float> addrspace(1)*
  store <4 x float> %v126, <4 x float> addrspace(1)* %v127, align 16
  br label %join12
join12:
  br label %st_done10
}

declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @gelu, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @gelu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel silu [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @silu(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = icmp ult i64 %v30, %v31
  %v45 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v46 = bitcast float addrspace(1)* %v45 to <4 x float> addrspace(1)*
  br i1 %v44, label %ld4, label %ld_next5
ld_done3:
  %v56 = phi float [ %v40, %ld_full1 ], [ %v52, %ld_next5 ]
  %v57 = phi float [ %v41, %ld_full1 ], [ %v53, %ld_next5 ]
  %v58 = phi float [ %v42, %ld_full1 ], [ %v54, %ld_next5 ]
  %v59 = phi float [ %v43, %ld_full1 ], [ %v55, %ld_next5 ]
  %v60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v61 = fsub float 0x8000000000000000, %v56
  %v62 = call float @__nv_expf(float %v61)
  %v63 = fadd float 0x3FF0000000000000, %v62
  %v64 = fdiv float 0x3FF0000000000000, %v63
  %v65 = fsub float 0x8000000000000000, %v57
  %v66 = call float @__nv_expf(float %v65)
  %v67 = fadd float 0x3FF0000000000000, %v66
  %v68 = fdiv float 0x3FF0000000000000, %v67
  %v69 = fsub float 0x8000000000000000, %v58
  %v70 = call float @__nv_expf(float %v69)
  %v71 = fadd float 0x3FF0000000000000, %v70
  %v72 = fdiv float 0x3FF0000000000000, %v71
  %v73 = fsub float 0x8000000000000000, %v59
  %v74 = call float @__nv_expf(float %v73)
  %v75 = fadd float 0x3FF0000000000000, %v74
  %v76 = fdiv float 0x3FF0000000000000, %v75
  %v77 = fmul float %v56, %v64
  %v78 = fmul float %v57, %v68
  %v79 = fmul float %v58, %v72
  %v80 = fmul float %v59, %v76
  %v81 = and i32 %v2, 1
  %v82 = shl i32 %v81, 2
  %v83 = lshr i32 %v2, 1
  %v84 = and i32 %v83, 1
  %v85 = shl i32 %v84, 3
  %v86 = or i32 %v82, %v85
  %v87 = lshr i32 %v2, 2
  %v88 = and i32 %v87, 1
  %v89 = shl i32 %v88, 4
  %v90 = or i32 %v86, %v89
  %v91 = lshr i32 %v2, 3
  %v92 = and i32 %v91, 1
  %v93 = shl i32 %v92, 5
  %v94 = or i32 %v90, %v93
  %v95 = lshr i32 %v2, 4
  %v96 = and i32 %v95, 1
  %v97 = shl i32 %v96, 6
  %v98 = or i32 %v94, %v97
  %v99 = and i32 %v3, 1
  %v100 = shl i32 %v99, 7
  %v101 = or i32 %v98, %v100
  %v102 = and i32 %v101, 255
  %v103 = sext i32 %v60 to i64
  %v104 = mul i64 %v103, 256
  %v105 = zext i32 %v102 to i64
  %v106 = add i64 %v104, %v105
  %v107 = zext i32 %p4 to i64
  %v108 = add i64 %v104, 256
  %v109 = icmp sle i64 %v108, %v107
  %v110 = icmp sge i64 %v103, 0
  %v111 = and i1 %v109, %v110
  %v112 = and i32 %v3, 2
  %v113 = icmp eq i32 %v112, 0
  br i1 %v113, label %st_owner6, label %join7
ld4:
  %v47 = load <4 x float>, <4 x float> addrspace(1)* %v46, align 16
  %v48 = extractelement <4 x float> %v47, i32 0
  %v49 = extractelement <4 x float> %v47, i32 1
  %v50 = extractelement <4 x float> %v47, i32 2
  %v51 = extractelement <4 x float> %v47, i32 3
  br label %ld_next5
ld_next5:
  %v52 = phi float [ %v48, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v53 = phi float [ %v49, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v54 = phi float [ %v50, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v55 = phi float [ %v51, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v111, label %st_full8, label %st_edge9
join7:
  ret void
st_full8:
  %v114 = icmp ult i64 %v106, %v107
  %v115 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v106
  %v116 = insertelement <4 x float> undef, float %v77, i32 0
  %v117 = insertelement <4 x float> %v116, float %v78, i32 1
  %v118 = insertelement <4 x float> %v117, float %v79, i32 2
  %v119 = insertelement <4 x float> %v118, float %v80, i32 3
  %v120 = bitcast float addrspace(1)* %v115 to <4 x float> addrspace(1)*
  store <4 x float> %v119, <4 x float> addrspace(1)* %v120, align 16
  br label %st_done10
st_edge9:
  %v121 = icmp ult i64 %v106, %v107
  %v122 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v106
  br i1 %v121, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v123 = insertelement <4 x float> undef, float %v77, i32 0
  %v124 = insertelement <4 x float> %v123, float %v78, i32 1
  %v125 = insertelement <4 x float> %v124, float %v79, i32 2
  %v126 = insertelement <4 x float> %v125, float %v80, i32 3
  %v127 = bitcast float addrspace(1)* %v122 to <4 x float> addrspace(1)*
  store <4 x float> %v126, <4 x float> addrspace(1)* %v127, align 16
  br label %join12
join12:
  br label %st_done10
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @silu, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @silu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel gelu [T=512]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @gelu(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 3
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 4
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 5
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 6
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 7
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 8
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 511
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 512
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 512
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v38 = load half, half addrspace(1)* %v37, align 2
  %v39 = fpext half %v38 to float
  %v40 = add i64 %v30, 1
  %v41 = add i64 %v30, 1
  %v42 = icmp ult i64 %v41, %v31
  %v43 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v40
  %v44 = load half, half addrspace(1)* %v43, align 2
  %v45 = fpext half %v44 to float
  %v46 = add i64 %v30, 2
  %v47 = add i64 %v30, 2
  %v48 = icmp ult i64 %v47, %v31
  %v49 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v46
  %v50 = load half, half addrspace(1)* %v49, align 2
  %v51 = fpext half %v50 to float
  %v52 = add i64 %v30, 3
  %v53 = add i64 %v30, 3
  %v54 = icmp ult i64 %v53, %v31
  %v55 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  %v56 = load half, half addrspace(1)* %v55, align 2
  %v57 = fpext half %v56 to float
  %v58 = add i64 %v30, 4
  %v59 = add i64 %v30, 4
  %v60 = icmp ult i64 %v59, %v31
  %v61 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v58
  %v62 = load half, half addrspace(1)* %v61, align 2
  %v63 = fpext half %v62 to float
  %v64 = add i64 %v30, 5
  %v65 = add i64 %v30, 5
  %v66 = icmp ult i64 %v65, %v31
  %v67 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v64
  %v68 = load half, half addrspace(1)* %v67, align 2
  %v69 = fpext half %v68 to float
  %v70 = add i64 %v30, 6
  %v71 = add i64 %v30, 6
  %v72 = icmp ult i64 %v71, %v31
  %v73 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v74 = load half, half addrspace(1)* %v73, align 2
  %v75 = fpext half %v74 to float
  %v76 = add i64 %v30, 7
  %v77 = add i64 %v30, 7
  %v78 = icmp ult i64 %v77, %v31
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  br label %ld_done3
ld_edge2:
  %v82 = icmp ult i64 %v30, %v31
  %v83 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  br i1 %v82, label %ld4, label %ld_next5
ld_done3:
  %v136 = phi float [ %v39, %ld_full1 ], [ %v86, %ld_next19 ]
  %v137 = phi float [ %v45, %ld_full1 ], [ %v93, %ld_next19 ]
  %v138 = phi float [ %v51, %ld_full1 ], [ %v100, %ld_next19 ]
  %v139 = phi float [ %v57, %ld_full1 ], [ %v107, %ld_next19 ]
  %v140 = phi float [ %v63, %ld_full1 ], [ %v114, %ld_next19 ]
  %v141 = phi float [ %v69, %ld_full1 ], [ %v121, %ld_next19 ]
  %v142 = phi float [ %v75, %ld_full1 ], [ %v128, %ld_next19 ]
  %v143 = phi float [ %v81, %ld_full1 ], [ %v135, %ld_next19 ]
  %v144 = fmul float 0x3FE0000000000000, %v136
  %v145 = fmul float 0x3FE0000000000000, %v137
  %v146 = fmul float 0x3FE0000000000000, %v138
  %v147 = fmul float 0x3FE0000000000000, %v139
  %v148 = fmul float 0x3FE0000000000000, %v140
  %v149 = fmul float 0x3FE0000000000000, %v141
  %v150 = fmul float 0x3FE0000000000000, %v142
  %v151 = fmul float 0x3FE0000000000000, %v143
  %v152 = fmul float %v136, 0x3FE6A09E60000000
  %v153 = fmul float %v137, 0x3FE6A09E60000000
  %v154 = fmul float %v138, 0x3FE6A09E60000000
  %v155 = fmul float %v139, 0x3FE6A09E60000000
  %v156 = fmul float %v140, 0x3FE6A09E60000000
  %v157 = fmul float %v141, 0x3FE6A09E60000000
  %v158 = fmul float %v142, 0x3FE6A09E60000000
  %v159 = fmul float %v143, 0x3FE6A09E60000000
  %v160 = call float @__nv_erff(float %v152)
  %v161 = call float @__nv_erff(float %v153)
  %v162 = call float @__nv_erff(float %v154)
  %v163 = call float @__nv_erff(float %v155)
  %v164 = call float @__nv_erff(float %v156)
  %v165 = call float @__nv_erff(float %v157)
  %v166 = call float @__nv_erff(float %v158)
  %v167 = call float @__nv_erff(float %v159)
  %v168 = fadd float 0x3FF0000000000000, %v160
  %v169 = fadd float 0x3FF0000000000000, %v161
  %v170 = fadd float 0x3FF0000000000000, %v162
  %v171 = fadd float 0x3FF0000000000000, %v163
  %v172 = fadd float 0x3FF0000000000000, %v164
  %v173 = fadd float 0x3FF0000000000000, %v165
  %v174 = fadd float 0x3FF0000000000000, %v166
  %v175 = fadd float 0x3FF0000000000000, %v167
  %v176 = fmul float %v144, %v168
  %v177 = fmul float %v145, %v169
  %v178 = fmul float %v146, %v170
  %v179 = fmul float %v147, %v171
  %v180 = fmul float %v148, %v172
  %v181 = fmul float %v149, %v173
  %v182 = fmul float %v150, %v174
  %v183 = fmul float %v151, %v175
  %v184 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v185 = fptrunc float %v176 to half
  %v186 = fpext half %v185 to float
  %v187 = fptrunc float %v177 to half
  %v188 = fpext half %v187 to float
  %v189 = fptrunc float %v178 to half
  %v190 = fpext half %v189 to float
  %v191 = fptrunc float %v179 to half
  %v192 = fpext half %v191 to float
  %v193 = fptrunc float %v180 to half
  %v194 = fpext half %v193 to float
  %v195 = fptrunc float %v181 to half
  %v196 = fpext half %v195 to float
  %v197 = fptrunc float %v182 to half
  %v198 = fpext half %v197 to float
  %v199 = fptrunc float %v183 to half
  %v200 = fpext half %v199 to float
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 3
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 4
  %v206 = or i32 %v202, %v205
  %v207 = lshr i32 %v2, 2
  %v208 = and i32 %v207, 1
  %v209 = shl i32 %v208, 5
  %v210 = or i32 %v206, %v209
  %v211 = lshr i32 %v2, 3
  %v212 = and i32 %v211, 1
  %v213 = shl i32 %v212, 6
  %v214 = or i32 %v210, %v213
  %v215 = lshr i32 %v2, 4
  %v216 = and i32 %v215, 1
  %v217 = shl i32 %v216, 7
  %v218 = or i32 %v214, %v217
  %v219 = and i32 %v3, 1
  %v220 = shl i32 %v219, 8
  %v221 = or i32 %v218, %v220
  %v222 = and i32 %v221, 511
  %v223 = sext i32 %v184 to i64
  %v224 = mul i64 %v223, 512
  %v225 = zext i32 %v222 to i64
  %v226 = add i64 %v224, %v225
  %v227 = zext i32 %p4 to i64
  %v228 = add i64 %v224, 512
  %v229 = icmp sle i64 %v228, %v227
  %v230 = icmp sge i64 %v223, 0
  %v231 = and i1 %v229, %v230
  %v232 = and i32 %v3, 2
  %v233 = icmp eq i32 %v232, 0
  br i1 %v233, label %st_owner20, label %join21
ld4:
  %v84 = load half, half addrspace(1)* %v83, align 2
  %v85 = fpext half %v84 to float
  br label %ld_next5
ld_next5:
  %v86 = phi float [ %v85, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v87 = add i64 %v30, 1
  %v88 = add i64 %v30, 1
  %v89 = icmp ult i64 %v88, %v31
  %v90 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v87
  br i1 %v89, label %ld6, label %ld_next7
ld6:
  %v91 = load half, half addrspace(1)* %v90, align 2
  %v92 = fpext half %v91 to float
  br label %ld_next7
ld_next7:
  %v93 = phi float [ %v92, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v94 = add i64 %v30, 2
  %v95 = add i64 %v30, 2
  %v96 = icmp ult i64 %v95, %v31
  %v97 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v94
  br i1 %v96, label %ld8, label %ld_next9
ld8:
  %v98 = load half, half addrspace(1)* %v97, align 2
  %v99 = fpext half %v98 to float
  br label %ld_next9
ld_next9:
  %v100 = phi float [ %v99, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v101 = add i64 %v30, 3
  %v102 = add i64 %v30, 3
  %v103 = icmp ult i64 %v102, %v31
  %v104 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v101
  br i1 %v103, label %ld10, label %ld_next11
ld10:
  %v105 = load half, half addrspace(1)* %v104, align 2
  %v106 = fpext half %v105 to float
  br label %ld_next11
ld_next11:
  %v107 = phi float [ %v106, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v108 = add i64 %v30, 4
  %v109 = add i64 %v30, 4
  %v110 = icmp ult i64 %v109, %v31
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  br i1 %v110, label %ld12, label %ld_next13
ld12:
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  br label %ld_next13
ld_next13:
  %v114 = phi float [ %v113, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v115 = add i64 %v30, 5
  %v116 = add i64 %v30, 5
  %v117 = icmp ult i64 %v116, %v31
  %v118 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  br i1 %v117, label %ld14, label %ld_next15
ld14:
  %v119 = load half, half addrspace(1)* %v118, align 2
  %v120 = fpext half %v119 to float
  br label %ld_next15
ld_next15:
  %v121 = phi float [ %v120, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v122 = add i64 %v30, 6
  %v123 = add i64 %v30, 6
  %v124 = icmp ult i64 %v123, %v31
  %v125 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v122
  br i1 %v124, label %ld16, label %ld_next17
ld16:
  %v126 = load half, half addrspace(1)* %v125, align 2
  %v127 = fpext half %v126 to float
  br label %ld_next17
ld_next17:
  %v128 = phi float [ %v127, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v129 = add i64 %v30, 7
  %v130 = add i64 %v30, 7
  %v131 = icmp ult i64 %v130, %v31
  %v132 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v129
  br i1 %v131, label %ld18, label %ld_next19
ld18:
  %v133 = load half, half addrspace(1)* %v132, align 2
  %v134 = fpext half %v133 to float
  br label %ld_next19
ld_next19:
  %v135 = phi float [ %v134, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
st_owner20:
  br i1 %v231, label %st_full22, label %st_edge23
join21:
  ret void
st_full22:
  %v234 = icmp ult i64 %v226, %v227
  %v235 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v226
  %v236 = fptrunc float %v186 to half
  store half %v236, half addrspace(1)* %v235, align 2
  %v237 = add i64 %v226, 1
  %v238 = add i64 %v226, 1
  %v239 = icmp ult i64 %v238, %v227
  %v240 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v237
  %v241 = fptrunc float %v188 to half
  store half %v241, half addrspace(1)* %v240, align 2
  %v242 = add i64 %v226, 2
  %v243 = add i64 %v226, 2
  %v244 = icmp ult i64 %v243, %v227
  %v245 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v242
  %v246 = fptrunc float %v190 to half
  store half %v246, half addrspace(1)* %v245, align 2
  %v247 = add i64 %v226, 3
  %v248 = add i64 %v226, 3
  %v249 = icmp ult i64 %v248, %v227
  %v250 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v247
  %v251 = fptrunc float %v192 to half
  store half %v251, half addrspace(1)* %v250, align 2
  %v252 = add i64 %v226, 4
  %v253 = add i64 %v226, 4
  %v254 = icmp ult i64 %v253, %v227
  %v255 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v252
  %v256 = fptrunc float %v194 to half
  store half %v256, half addrspace(1)* %v255, align 2
  %v257 = add i64 %v226, 5
  %v258 = add i64 %v226, 5
  %v259 = icmp ult i64 %v258, %v227
  %v260 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v257
  %v261 = fptrunc float %v196 to half
  store half %v261, half addrspace(1)* %v260, align 2
  %v262 = add i64 %v226, 6
  %v263 = add i64 %v226, 6
  %v264 = icmp ult i64 %v263, %v227
  %v265 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v262
  %v266 = fptrunc float %v198 to half
  store half %v266, half addrspace(1)* %v265, align 2
  %v267 = add i64 %v226, 7
  %v268 = add i64 %v226, 7
  %v269 = icmp ult i64 %v268, %v227
  %v270 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v267
  %v271 = fptrunc float %v200 to half
  store half %v271, half addrspace(1)* %v270, align 2
  br label %st_done24
st_edge23:
  %v272 = icmp ult i64 %v226, %v227
  %v273 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v226
  br i1 %v272, label %st25, label %join26
st_done24:
  br label %join21
st25:
  %v274 = fptrunc float %v186 to half
  store half %v274, half addrspace(1)* %v273, align 2
  br label %join26
join26:
  %v275 = add i64 %v226, 1
  %v276 = add i64 %v226, 1
  %v277 = icmp ult i64 %v276, %v227
  %v278 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v275
  br i1 %v277, label %st27, label %join28
st27:
  %v279 = fptrunc float %v188 to half
  store half %v279, half addrspace(1)* %v278, align 2
  br label %join28
join28:
  %v280 = add i64 %v226, 2
  %v281 = add i64 %v226, 2
  %v282 = icmp ult i64 %v281, %v227
  %v283 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v280
  br i1 %v282, label %st29, label %join30
st29:
  %v284 = fptrunc float %v190 to half
  store half %v284, half addrspace(1)* %v283, align 2
  br label %join30
join30:
  %v285 = add i64 %v226, 3
  %v286 = add i64 %v226, 3
  %v287 = icmp ult i64 %v286, %v227
  %v288 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v285
  br i1 %v287, label %st31, label %join32
st31:
  %v289 = fptrunc float %v192 to half
  store half %v289, half addrspace(1)* %v288, align 2
  br label %join32
join32:
  %v290 = add i64 %v226, 4
  %v291 = add i64 %v226, 4
  %v292 = icmp ult i64 %v291, %v227
  %v293 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v290
  br i1 %v292, label %st33, label %join34
st33:
  %v294 = fptrunc float %v194 to half
  store half %v294, half addrspace(1)* %v293, align 2
  br label %join34
join34:
  %v295 = add i64 %v226, 5
  %v296 = add i64 %v226, 5
  %v297 = icmp ult i64 %v296, %v227
  %v298 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v295
  br i1 %v297, label %st35, label %join36
st35:
  %v299 = fptrunc float %v196 to half
  store half %v299, half addrspace(1)* %v298, align 2
  br label %join36
join36:
  %v300 = add i64 %v226, 6
  %v301 = add i64 %v226, 6
  %v302 = icmp ult i64 %v301, %v227
  %v303 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v300
  br i1 %v302, label %st37, label %join38
st37:
  %v304 = fptrunc float %v198 to half
  store half %v304, half addrspace(1)* %v303, align 2
  br label %join38
join38:
  %v305 = add i64 %v226, 7
  %v306 = add i64 %v226, 7
  %v307 = icmp ult i64 %v306, %v227
  %v308 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v305
  br i1 %v307, label %st39, label %join40
st39:
  %v309 = fptrunc float %v200 to half
  store half %v309, half addrspace(1)* %v308, align 2
  br label %join40
join40:
  br label %st_done24
}

declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @gelu, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @gelu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel silu [T=512]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @silu(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 3
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 4
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 5
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 6
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 7
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 8
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 511
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 512
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 512
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v38 = load half, half addrspace(1)* %v37, align 2
  %v39 = fpext half %v38 to float
  %v40 = add i64 %v30, 1
  %v41 = add i64 %v30, 1
  %v42 = icmp ult i64 %v41, %v31
  %v43 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v40
  %v44 = load half, half addrspace(1)* %v43, align 2
  %v45 = fpext half %v44 to float
  %v46 = add i64 %v30, 2
  %v47 = add i64 %v30, 2
  %v48 = icmp ult i64 %v47, %v31
  %v49 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v46
  %v50 = load half, half addrspace(1)* %v49, align 2
  %v51 = fpext half %v50 to float
  %v52 = add i64 %v30, 3
  %v53 = add i64 %v30, 3
  %v54 = icmp ult i64 %v53, %v31
  %v55 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  %v56 = load half, half addrspace(1)* %v55, align 2
  %v57 = fpext half %v56 to float
  %v58 = add i64 %v30, 4
  %v59 = add i64 %v30, 4
  %v60 = icmp ult i64 %v59, %v31
  %v61 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v58
  %v62 = load half, half addrspace(1)* %v61, align 2
  %v63 = fpext half %v62 to float
  %v64 = add i64 %v30, 5
  %v65 = add i64 %v30, 5
  %v66 = icmp ult i64 %v65, %v31
  %v67 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v64
  %v68 = load half, half addrspace(1)* %v67, align 2
  %v69 = fpext half %v68 to float
  %v70 = add i64 %v30, 6
  %v71 = add i64 %v30, 6
  %v72 = icmp ult i64 %v71, %v31
  %v73 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v74 = load half, half addrspace(1)* %v73, align 2
  %v75 = fpext half %v74 to float
  %v76 = add i64 %v30, 7
  %v77 = add i64 %v30, 7
  %v78 = icmp ult i64 %v77, %v31
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  br label %ld_done3
ld_edge2:
  %v82 = icmp ult i64 %v30, %v31
  %v83 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  br i1 %v82, label %ld4, label %ld_next5
ld_done3:
  %v136 = phi float [ %v39, %ld_full1 ], [ %v86, %ld_next19 ]
  %v137 = phi float [ %v45, %ld_full1 ], [ %v93, %ld_next19 ]
  %v138 = phi float [ %v51, %ld_full1 ], [ %v100, %ld_next19 ]
  %v139 = phi float [ %v57, %ld_full1 ], [ %v107, %ld_next19 ]
  %v140 = phi float [ %v63, %ld_full1 ], [ %v114, %ld_next19 ]
  %v141 = phi float [ %v69, %ld_full1 ], [ %v121, %ld_next19 ]
  %v142 = phi float [ %v75, %ld_full1 ], [ %v128, %ld_next19 ]
  %v143 = phi float [ %v81, %ld_full1 ], [ %v135, %ld_next19 ]
  %v144 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v145 = fsub float 0x8000000000000000, %v136
  %v146 = call float @__nv_expf(float %v145)
  %v147 = fadd float 0x3FF0000000000000, %v146
  %v148 = fdiv float 0x3FF0000000000000, %v147
  %v149 = fsub float 0x8000000000000000, %v137
  %v150 = call float @__nv_expf(float %v149)
  %v151 = fadd float 0x3FF0000000000000, %v150
  %v152 = fdiv float 0x3FF0000000000000, %v151
  %v153 = fsub float 0x8000000000000000, %v138
  %v154 = call float @__nv_expf(float %v153)
  %v155 = fadd float 0x3FF0000000000000, %v154
  %v156 = fdiv float 0x3FF0000000000000, %v155
  %v157 = fsub float 0x8000000000000000, %v139
  %v158 = call float @__nv_expf(float %v157)
  %v159 = fadd float 0x3FF0000000000000, %v158
  %v160 = fdiv float 0x3FF0000000000000, %v159
  %v161 = fsub float 0x8000000000000000, %v140
  %v162 = call float @__nv_expf(float %v161)
  %v163 = fadd float 0x3FF0000000000000, %v162
  %v164 = fdiv float 0x3FF0000000000000, %v163
  %v165 = fsub float 0x8000000000000000, %v141
  %v166 = call float @__nv_expf(float %v165)
  %v167 = fadd float 0x3FF0000000000000, %v166
  %v168 = fdiv float 0x3FF0000000000000, %v167
  %v169 = fsub float 0x8000000000000000, %v142
  %v170 = call float @__nv_expf(float %v169)
  %v171 = fadd float 0x3FF0000000000000, %v170
  %v172 = fdiv float 0x3FF0000000000000, %v171
  %v173 = fsub float 0x8000000000000000, %v143
  %v174 = call float @__nv_expf(float %v173)
  %v175 = fadd float 0x3FF0000000000000, %v174
  %v176 = fdiv float 0x3FF0000000000000, %v175
  %v177 = fmul float %v136, %v148
  %v178 = fmul float %v137, %v152
  %v179 = fmul float %v138, %v156
  %v180 = fmul float %v139, %v160
  %v181 = fmul float %v140, %v164
  %v182 = fmul float %v141, %v168
  %v183 = fmul float %v142, %v172
  %v184 = fmul float %v143, %v176
  %v185 = fptrunc float %v177 to half
  %v186 = fpext half %v185 to float
  %v187 = fptrunc float %v178 to half
  %v188 = fpext half %v187 to float
  %v189 = fptrunc float %v179 to half
  %v190 = fpext half %v189 to float
  %v191 = fptrunc float %v180 to half
  %v192 = fpext half %v191 to float
  %v193 = fptrunc float %v181 to half
  %v194 = fpext half %v193 to float
  %v195 = fptrunc float %v182 to half
  %v196 = fpext half %v195 to float
  %v197 = fptrunc float %v183 to half
  %v198 = fpext half %v197 to float
  %v199 = fptrunc float %v184 to half
  %v200 = fpext half %v199 to float
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 3
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 4
  %v206 = or i32 %v202, %v205
  %v207 = lshr i32 %v2, 2
  %v208 = and i32 %v207, 1
  %v209 = shl i32 %v208, 5
  %v210 = or i32 %v206, %v209
  %v211 = lshr i32 %v2, 3
  %v212 = and i32 %v211, 1
  %v213 = shl i32 %v212, 6
  %v214 = or i32 %v210, %v213
  %v215 = lshr i32 %v2, 4
  %v216 = and i32 %v215, 1
  %v217 = shl i32 %v216, 7
  %v218 = or i32 %v214, %v217
  %v219 = and i32 %v3, 1
  %v220 = shl i32 %v219, 8
  %v221 = or i32 %v218, %v220
  %v222 = and i32 %v221, 511
  %v223 = sext i32 %v144 to i64
  %v224 = mul i64 %v223, 512
  %v225 = zext i32 %v222 to i64
  %v226 = add i64 %v224, %v225
  %v227 = zext i32 %p4 to i64
  %v228 = add i64 %v224, 512
  %v229 = icmp sle i64 %v228, %v227
  %v230 = icmp sge i64 %v223, 0
  %v231 = and i1 %v229, %v230
  %v232 = and i32 %v3, 2
  %v233 = icmp eq i32 %v232, 0
  br i1 %v233, label %st_owner20, label %join21
ld4:
  %v84 = load half, half addrspace(1)* %v83, align 2
  %v85 = fpext half %v84 to float
  br label %ld_next5
ld_next5:
  %v86 = phi float [ %v85, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v87 = add i64 %v30, 1
  %v88 = add i64 %v30, 1
  %v89 = icmp ult i64 %v88, %v31
  %v90 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v87
  br i1 %v89, label %ld6, label %ld_next7
ld6:
  %v91 = load half, half addrspace(1)* %v90, align 2
  %v92 = fpext half %v91 to float
  br label %ld_next7
ld_next7:
  %v93 = phi float [ %v92, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v94 = add i64 %v30, 2
  %v95 = add i64 %v30, 2
  %v96 = icmp ult i64 %v95, %v31
  %v97 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v94
  br i1 %v96, label %ld8, label %ld_next9
ld8:
  %v98 = load half, half addrspace(1)* %v97, align 2
  %v99 = fpext half %v98 to float
  br label %ld_next9
ld_next9:
  %v100 = phi float [ %v99, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v101 = add i64 %v30, 3
  %v102 = add i64 %v30, 3
  %v103 = icmp ult i64 %v102, %v31
  %v104 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v101
  br i1 %v103, label %ld10, label %ld_next11
ld10:
  %v105 = load half, half addrspace(1)* %v104, align 2
  %v106 = fpext half %v105 to float
  br label %ld_next11
ld_next11:
  %v107 = phi float [ %v106, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  %v108 = add i64 %v30, 4
  %v109 = add i64 %v30, 4
  %v110 = icmp ult i64 %v109, %v31
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  br i1 %v110, label %ld12, label %ld_next13
ld12:
  %v112 = load half, half addrspace(1)* %v111, align 2
  %v113 = fpext half %v112 to float
  br label %ld_next13
ld_next13:
  %v114 = phi float [ %v113, %ld12 ], [ 0x0000000000000000, %ld_next11 ]
  %v115 = add i64 %v30, 5
  %v116 = add i64 %v30, 5
  %v117 = icmp ult i64 %v116, %v31
  %v118 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v115
  br i1 %v117, label %ld14, label %ld_next15
ld14:
  %v119 = load half, half addrspace(1)* %v118, align 2
  %v120 = fpext half %v119 to float
  br label %ld_next15
ld_next15:
  %v121 = phi float [ %v120, %ld14 ], [ 0x0000000000000000, %ld_next13 ]
  %v122 = add i64 %v30, 6
  %v123 = add i64 %v30, 6
  %v124 = icmp ult i64 %v123, %v31
  %v125 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v122
  br i1 %v124, label %ld16, label %ld_next17
ld16:
  %v126 = load half, half addrspace(1)* %v125, align 2
  %v127 = fpext half %v126 to float
  br label %ld_next17
ld_next17:
  %v128 = phi float [ %v127, %ld16 ], [ 0x0000000000000000, %ld_next15 ]
  %v129 = add i64 %v30, 7
  %v130 = add i64 %v30, 7
  %v131 = icmp ult i64 %v130, %v31
  %v132 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v129
  br i1 %v131, label %ld18, label %ld_next19
ld18:
  %v133 = load half, half addrspace(1)* %v132, align 2
  %v134 = fpext half %v133 to float
  br label %ld_next19
ld_next19:
  %v135 = phi float [ %v134, %ld18 ], [ 0x0000000000000000, %ld_next17 ]
  br label %ld_done3
st_owner20:
  br i1 %v231, label %st_full22, label %st_edge23
join21:
  ret void
st_full22:
  %v234 = icmp ult i64 %v226, %v227
  %v235 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v226
  %v236 = fptrunc float %v186 to half
  store half %v236, half addrspace(1)* %v235, align 2
  %v237 = add i64 %v226, 1
  %v238 = add i64 %v226, 1
  %v239 = icmp ult i64 %v238, %v227
  %v240 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v237
  %v241 = fptrunc float %v188 to half
  store half %v241, half addrspace(1)* %v240, align 2
  %v242 = add i64 %v226, 2
  %v243 = add i64 %v226, 2
  %v244 = icmp ult i64 %v243, %v227
  %v245 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v242
  %v246 = fptrunc float %v190 to half
  store half %v246, half addrspace(1)* %v245, align 2
  %v247 = add i64 %v226, 3
  %v248 = add i64 %v226, 3
  %v249 = icmp ult i64 %v248, %v227
  %v250 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v247
  %v251 = fptrunc float %v192 to half
  store half %v251, half addrspace(1)* %v250, align 2
  %v252 = add i64 %v226, 4
  %v253 = add i64 %v226, 4
  %v254 = icmp ult i64 %v253, %v227
  %v255 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v252
  %v256 = fptrunc float %v194 to half
  store half %v256, half addrspace(1)* %v255, align 2
  %v257 = add i64 %v226, 5
  %v258 = add i64 %v226, 5
  %v259 = icmp ult i64 %v258, %v227
  %v260 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v257
  %v261 = fptrunc float %v196 to half
  store half %v261, half addrspace(1)* %v260, align 2
  %v262 = add i64 %v226, 6
  %v263 = add i64 %v226, 6
  %v264 = icmp ult i64 %v263, %v227
  %v265 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v262
  %v266 = fptrunc float %v198 to half
  store half %v266, half addrspace(1)* %v265, align 2
  %v267 = add i64 %v226, 7
  %v268 = add i64 %v226, 7
  %v269 = icmp ult i64 %v268, %v227
  %v270 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v267
  %v271 = fptrunc float %v200 to half
  store half %v271, half addrspace(1)* %v270, align 2
  br label %st_done24
st_edge23:
  %v272 = icmp ult i64 %v226, %v227
  %v273 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v226
  br i1 %v272, label %st25, label %join26
st_done24:
  br label %join21
st25:
  %v274 = fptrunc float %v186 to half
  store half %v274, half addrspace(1)* %v273, align 2
  br label %join26
join26:
  %v275 = add i64 %v226, 1
  %v276 = add i64 %v226, 1
  %v277 = icmp ult i64 %v276, %v227
  %v278 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v275
  br i1 %v277, label %st27, label %join28
st27:
  %v279 = fptrunc float %v188 to half
  store half %v279, half addrspace(1)* %v278, align 2
  br label %join28
join28:
  %v280 = add i64 %v226, 2
  %v281 = add i64 %v226, 2
  %v282 = icmp ult i64 %v281, %v227
  %v283 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v280
  br i1 %v282, label %st29, label %join30
st29:
  %v284 = fptrunc float %v190 to half
  store half %v284, half addrspace(1)* %v283, align 2
  br label %join30
join30:
  %v285 = add i64 %v226, 3
  %v286 = add i64 %v226, 3
  %v287 = icmp ult i64 %v286, %v227
  %v288 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v285
  br i1 %v287, label %st31, label %join32
st31:
  %v289 = fptrunc float %v192 to half
  store half %v289, half addrspace(1)* %v288, align 2
  br label %join32
join32:
  %v290 = add i64 %v226, 4
  %v291 = add i64 %v226, 4
  %v292 = icmp ult i64 %v291, %v227
  %v293 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v290
  br i1 %v292, label %st33, label %join34
st33:
  %v294 = fptrunc float %v194 to half
  store half %v294, half addrspace(1)* %v293, align 2
  br label %join34
join34:
  %v295 = add i64 %v226, 5
  %v296 = add i64 %v226, 5
  %v297 = icmp ult i64 %v296, %v227
  %v298 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v295
  br i1 %v297, label %st35, label %join36
st35:
  %v299 = fptrunc float %v196 to half
  store half %v299, half addrspace(1)* %v298, align 2
  br label %join36
join36:
  %v300 = add i64 %v226, 6
  %v301 = add i64 %v226, 6
  %v302 = icmp ult i64 %v301, %v227
  %v303 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v300
  br i1 %v302, label %st37, label %join38
st37:
  %v304 = fptrunc float %v198 to half
  store half %v304, half addrspace(1)* %v303, align 2
  br label %join38
join38:
  %v305 = add i64 %v226, 7
  %v306 = add i64 %v226, 7
  %v307 = icmp ult i64 %v306, %v227
  %v308 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v305
  br i1 %v307, label %st39, label %join40
st39:
  %v309 = fptrunc float %v200 to half
  store half %v309, half addrspace(1)* %v308, align 2
  br label %join40
join40:
  br label %st_done24
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @silu, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @silu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @add(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 3
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 4
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 5
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 6
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 7
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v22, 255
  %v24 = sext i32 %v4 to i64
  %v25 = mul i64 %v24, 256
  %v26 = zext i32 %v23 to i64
  %v27 = add i64 %v25, %v26
  %v28 = zext i32 %p1 to i64
  %v29 = add i64 %v25, 256
  %v30 = icmp sle i64 %v29, %v28
  %v31 = icmp sge i64 %v24, 0
  %v32 = and i1 %v30, %v31
  br i1 %v32, label %ld_full1, label %ld_edge2
ld_full1:
  %v33 = icmp ult i64 %v27, %v28
  %v34 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v27
  %v35 = bitcast i16 addrspace(1)* %v34 to <4 x i32> addrspace(1)*
  %v36 = load <4 x i32>, <4 x i32> addrspace(1)* %v35, align 16
  %v37 = extractelement <4 x i32> %v36, i32 0
  %v38 = trunc i32 %v37 to i16
  %v39 = zext i16 %v38 to i32
  %v40 = shl i32 %v39, 16
  %v41 = bitcast i32 %v40 to float
  %v42 = extractelement <4 x i32> %v36, i32 0
  %v43 = lshr i32 %v42, 16
  %v44 = trunc i32 %v43 to i16
  %v45 = zext i16 %v44 to i32
  %v46 = shl i32 %v45, 16
  %v47 = bitcast i32 %v46 to float
  %v48 = extractelement <4 x i32> %v36, i32 1
  %v49 = trunc i32 %v48 to i16
  %v50 = zext i16 %v49 to i32
  %v51 = shl i32 %v50, 16
  %v52 = bitcast i32 %v51 to float
  %v53 = extractelement <4 x i32> %v36, i32 1
  %v54 = lshr i32 %v53, 16
  %v55 = trunc i32 %v54 to i16
  %v56 = zext i16 %v55 to i32
  %v57 = shl i32 %v56, 16
  %v58 = bitcast i32 %v57 to float
  %v59 = extractelement <4 x i32> %v36, i32 2
  %v60 = trunc i32 %v59 to i16
  %v61 = zext i16 %v60 to i32
  %v62 = shl i32 %v61, 16
  %v63 = bitcast i32 %v62 to float
  %v64 = extractelement <4 x i32> %v36, i32 2
  %v65 = lshr i32 %v64, 16
  %v66 = trunc i32 %v65 to i16
  %v67 = zext i16 %v66 to i32
  %v68 = shl i32 %v67, 16
  %v69 = bitcast i32 %v68 to float
  %v70 = extractelement <4 x i32> %v36, i32 3
  %v71 = trunc i32 %v70 to i16
  %v72 = zext i16 %v71 to i32
  %v73 = shl i32 %v72, 16
  %v74 = bitcast i32 %v73 to float
  %v75 = extractelement <4 x i32> %v36, i32 3
  %v76 = lshr i32 %v75, 16
  %v77 = trunc i32 %v76 to i16
  %v78 = zext i16 %v77 to i32
  %v79 = shl i32 %v78, 16
  %v80 = bitcast i32 %v79 to float
  br label %ld_done3
ld_edge2:
  %v81 = icmp ult i64 %v27, %v28
  %v82 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v27
  %v83 = bitcast i16 addrspace(1)* %v82 to <4 x i32> addrspace(1)*
  br i1 %v81, label %ld4, label %ld_next5
ld_done3:
  %v137 = phi float [ %v41, %ld_full1 ], [ %v129, %ld_next5 ]
  %v138 = phi float [ %v47, %ld_full1 ], [ %v130, %ld_next5 ]
  %v139 = phi float [ %v52, %ld_full1 ], [ %v131, %ld_next5 ]
  %v140 = phi float [ %v58, %ld_full1 ], [ %v132, %ld_next5 ]
  %v141 = phi float [ %v63, %ld_full1 ], [ %v133, %ld_next5 ]
  %v142 = phi float [ %v69, %ld_full1 ], [ %v134, %ld_next5 ]
  %v143 = phi float [ %v74, %ld_full1 ], [ %v135, %ld_next5 ]
  %v144 = phi float [ %v80, %ld_full1 ], [ %v136, %ld_next5 ]
  %v145 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v146 = and i32 %v2, 1
  %v147 = shl i32 %v146, 2
  %v148 = lshr i32 %v2, 1
  %v149 = and i32 %v148, 1
  %v150 = shl i32 %v149, 3
  %v151 = or i32 %v147, %v150
  %v152 = lshr i32 %v2, 2
  %v153 = and i32 %v152, 1
  %v154 = shl i32 %v153, 4
  %v155 = or i32 %v151, %v154
  %v156 = lshr i32 %v2, 3
  %v157 = and i32 %v156, 1
  %v158 = shl i32 %v157, 5
  %v159 = or i32 %v155, %v158
  %v160 = lshr i32 %v2, 4
  %v161 = and i32 %v160, 1
  %v162 = shl i32 %v161, 6
  %v163 = or i32 %v159, %v162
  %v164 = and i32 %v3, 1
  %v165 = shl i32 %v164, 7
  %v166 = or i32 %v163, %v165
  %v167 = and i32 %v166, 255
  %v168 = sext i32 %v145 to i64
  %v169 = mul i64 %v168, 256
  %v170 = zext i32 %v167 to i64
  %v171 = add i64 %v169, %v170
  %v172 = zext i32 %p4 to i64
  %v173 = add i64 %v169, 256
  %v174 = icmp sle i64 %v173, %v172
  %v175 = icmp sge i64 %v168, 0
  %v176 = and i1 %v174, %v175
  br i1 %v176, label %ld_full6, label %ld_edge7
ld4:
  %v84 = load <4 x i32>, <4 x i32> addrspace(1)* %v83, align 16
  %v85 = extractelement <4 x i32> %v84, i32 0
  %v86 = trunc i32 %v85 to i16
  %v87 = zext i16 %v86 to i32
  %v88 = shl i32 %v87, 16
  %v89 = bitcast i32 %v88 to float
  %v90 = extractelement <4 x i32> %v84, i32 0
  %v91 = lshr i32 %v90, 16
  %v92 = trunc i32 %v91 to i16
  %v93 = zext i16 %v92 to i32
  %v94 = shl i32 %v93, 16
  %v95 = bitcast i32 %v94 to float
  %v96 = extractelement <4 x i32> %v84, i32 1
  %v97 = trunc i32 %v96 to i16
  %v98 = zext i16 %v97 to i32
  %v99 = shl i32 %v98, 16
  %v100 = bitcast i32 %v99 to float
  %v101 = extractelement <4 x i32> %v84, i32 1
  %v102 = lshr i32 %v101, 16
  %v103 = trunc i32 %v102 to i16
  %v104 = zext i16 %v103 to i32
  %v105 = shl i32 %v104, 16
  %v106 = bitcast i32 %v105 to float
  %v107 = extractelement <4 x i32> %v84, i32 2
  %v108 = trunc i32 %v107 to i16
  %v109 = zext i16 %v108 to i32
  %v110 = shl i32 %v109, 16
  %v111 = bitcast i32 %v110 to float
  %v112 = extractelement <4 x i32> %v84, i32 2
  %v113 = lshr i32 %v112, 16
  %v114 = trunc i32 %v113 to i16
  %v115 = zext i16 %v114 to i32
  %v116 = shl i32 %v115, 16
  %v117 = bitcast i32 %v116 to float
  %v118 = extractelement <4 x i32> %v84, i32 3
  %v119 = trunc i32 %v118 to i16
  %v120 = zext i16 %v119 to i32
  %v121 = shl i32 %v120, 16
  %v122 = bitcast i32 %v121 to float
  %v123 = extractelement <4 x i32> %v84, i32 3
  %v124 = lshr i32 %v123, 16
  %v125 = trunc i32 %v124 to i16
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  br label %ld_next5
ld_next5:
  %v129 = phi float [ %v89, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v130 = phi float [ %v95, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v131 = phi float [ %v100, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v132 = phi float [ %v106, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v133 = phi float [ %v111, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v134 = phi float [ %v117, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v135 = phi float [ %v122, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v136 = phi float [ %v128, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
ld_full6:
  %v177 = icmp ult i64 %v171, %v172
  %v178 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v171
  %v179 = bitcast float addrspace(1)* %v178 to <4 x float> addrspace(1)*
  %v180 = load <4 x float>, <4 x float> addrspace(1)* %v179, align 16
  %v181 = extractelement <4 x float> %v180, i32 0
  %v182 = extractelement <4 x float> %v180, i32 1
  %v183 = extractelement <4 x float> %v180, i32 2
  %v184 = extractelement <4 x float> %v180, i32 3
  br label %ld_done8
ld_edge7:
  %v185 = icmp ult i64 %v171, %v172
  %v186 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v171
  %v187 = bitcast float addrspace(1)* %v186 to <4 x float> addrspace(1)*
  br i1 %v185, label %ld9, label %ld_next10
ld_done8:
  %v197 = phi float [ %v181, %ld_full6 ], [ %v193, %ld_next10 ]
  %v198 = phi float [ %v182, %ld_full6 ], [ %v194, %ld_next10 ]
  %v199 = phi float [ %v183, %ld_full6 ], [ %v195, %ld_next10 ]
  %v200 = phi float [ %v184, %ld_full6 ], [ %v196, %ld_next10 ]
  %v201 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v202 = and i32 %v2, 1
  %v203 = shl i32 %v202, 2
  %v204 = lshr i32 %v2, 1
  %v205 = and i32 %v204, 1
  %v206 = shl i32 %v205, 3
  %v207 = or i32 %v203, %v206
  %v208 = lshr i32 %v2, 2
  %v209 = and i32 %v208, 1
  %v210 = shl i32 %v209, 4
  %v211 = or i32 %v207, %v210
  %v212 = lshr i32 %v2, 3
  %v213 = and i32 %v212, 1
  %v214 = shl i32 %v213, 5
  %v215 = or i32 %v211, %v214
  %v216 = lshr i32 %v2, 4
  %v217 = and i32 %v216, 1
  %v218 = shl i32 %v217, 6
  %v219 = or i32 %v215, %v218
  %v220 = and i32 %v3, 1
  %v221 = shl i32 %v220, 7
  %v222 = or i32 %v219, %v221
  %v223 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v224 = getelementptr inbounds float, float addrspace(3)* %v223, i32 %v222
  store float %v197, float addrspace(3)* %v224, align 4
  %v225 = or i32 %v222, 1
  %v226 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v227 = getelementptr inbounds float, float addrspace(3)* %v226, i32 %v225
  store float %v198, float addrspace(3)* %v227, align 4
  %v228 = or i32 %v222, 2
  %v229 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v230 = getelementptr inbounds float, float addrspace(3)* %v229, i32 %v228
  store float %v199, float addrspace(3)* %v230, align 4
  %v231 = or i32 %v222, 3
  %v232 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v233 = getelementptr inbounds float, float addrspace(3)* %v232, i32 %v231
  store float %v200, float addrspace(3)* %v233, align 4
  call void @llvm.nvvm.barrier0()
  %v234 = and i32 %v2, 1
  %v235 = shl i32 %v234, 3
  %v236 = lshr i32 %v2, 1
  %v237 = and i32 %v236, 1
  %v238 = shl i32 %v237, 4
  %v239 = or i32 %v235, %v238
  %v240 = lshr i32 %v2, 2
  %v241 = and i32 %v240, 1
  %v242 = shl i32 %v241, 5
  %v243 = or i32 %v239, %v242
  %v244 = lshr i32 %v2, 3
  %v245 = and i32 %v244, 1
  %v246 = shl i32 %v245, 6
  %v247 = or i32 %v243, %v246
  %v248 = lshr i32 %v2, 4
  %v249 = and i32 %v248, 1
  %v250 = shl i32 %v249, 7
  %v251 = or i32 %v247, %v250
  %v252 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v253 = getelementptr inbounds float, float addrspace(3)* %v252, i32 %v251
  %v254 = load float, float addrspace(3)* %v253, align 4
  %v255 = or i32 %v251, 1
  %v256 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v257 = getelementptr inbounds float, float addrspace(3)* %v256, i32 %v255
  %v258 = load float, float addrspace(3)* %v257, align 4
  %v259 = or i32 %v251, 2
  %v260 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v261 = getelementptr inbounds float, float addrspace(3)* %v260, i32 %v259
  %v262 = load float, float addrspace(3)* %v261, align 4
  %v263 = or i32 %v251, 3
  %v264 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v265 = getelementptr inbounds float, float addrspace(3)* %v264, i32 %v263
  %v266 = load float, float addrspace(3)* %v265, align 4
  %v267 = or i32 %v251, 4
  %v268 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v269 = getelementptr inbounds float, float addrspace(3)* %v268, i32 %v267
  %v270 = load float, float addrspace(3)* %v269, align 4
  %v271 = or i32 %v251, 5
  %v272 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v273 = getelementptr inbounds float, float addrspace(3)* %v272, i32 %v271
  %v274 = load float, float addrspace(3)* %v273, align 4
  %v275 = or i32 %v251, 6
  %v276 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v277 = getelementptr inbounds float, float addrspace(3)* %v276, i32 %v275
  %v278 = load float, float addrspace(3)* %v277, align 4
  %v279 = or i32 %v251, 7
  %v280 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v281 = getelementptr inbounds float, float addrspace(3)* %v280, i32 %v279
  %v282 = load float, float addrspace(3)* %v281, align 4
  %v283 = fadd float %v137, %v254
  %v284 = fadd float %v138, %v258
  %v285 = fadd float %v139, %v262
  %v286 = fadd float %v140, %v266
  %v287 = fadd float %v141, %v270
  %v288 = fadd float %v142, %v274
  %v289 = fadd float %v143, %v278
  %v290 = fadd float %v144, %v282
  %v291 = and i32 %v2, 1
  %v292 = shl i32 %v291, 3
  %v293 = lshr i32 %v2, 1
  %v294 = and i32 %v293, 1
  %v295 = shl i32 %v294, 4
  %v296 = or i32 %v292, %v295
  %v297 = lshr i32 %v2, 2
  %v298 = and i32 %v297, 1
  %v299 = shl i32 %v298, 5
  %v300 = or i32 %v296, %v299
  %v301 = lshr i32 %v2, 3
  %v302 = and i32 %v301, 1
  %v303 = shl i32 %v302, 6
  %v304 = or i32 %v300, %v303
  %v305 = lshr i32 %v2, 4
  %v306 = and i32 %v305, 1
  %v307 = shl i32 %v306, 7
  %v308 = or i32 %v304, %v307
  %v309 = and i32 %v308, 255
  %v310 = sext i32 %v201 to i64
  %v311 = mul i64 %v310, 256
  %v312 = zext i32 %v309 to i64
  %v313 = add i64 %v311, %v312
  %v314 = zext i32 %p7 to i64
  %v315 = add i64 %v311, 256
  %v316 = icmp sle i64 %v315, %v314
  %v317 = icmp sge i64 %v310, 0
  %v318 = and i1 %v316, %v317
  %v319 = and i32 %v3, 3
  %v320 = icmp eq i32 %v319, 0
  br i1 %v320, label %st_owner11, label %join12
ld9:
  %v188 = load <4 x float>, <4 x float> addrspace(1)* %v187, align 16
  %v189 = extractelement <4 x float> %v188, i32 0
  %v190 = extractelement <4 x float> %v188, i32 1
  %v191 = extractelement <4 x float> %v188, i32 2
  %v192 = extractelement <4 x float> %v188, i32 3
  br label %ld_next10
ld_next10:
  %v193 = phi float [ %v189, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v194 = phi float [ %v190, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v195 = phi float [ %v191, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v196 = phi float [ %v192, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
st_owner11:
  br i1 %v318, label %st_full13, label %st_edge14
join12:
  ret void
st_full13:
  %v321 = icmp ult i64 %v313, %v314
  %v322 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v313
  %v323 = insertelement <4 x float> undef, float %v283, i32 0
  %v324 = insertelement <4 x float> %v323, float %v284, i32 1
  %v325 = insertelement <4 x float> %v324, float %v285, i32 2
  %v326 = insertelement <4 x float> %v325, float %v286, i32 3
  %v327 = bitcast float addrspace(1)* %v322 to <4 x float> addrspace(1)*
  store <4 x float> %v326, <4 x float> addrspace(1)* %v327, align 16
  %v328 = add i64 %v313, 4
  %v329 = add i64 %v313, 4
  %v330 = icmp ult i64 %v329, %v314
  %v331 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v328
  %v332 = insertelement <4 x float> undef, float %v287, i32 0
  %v333 = insertelement <4 x float> %v332, float %v288, i32 1
  %v334 = insertelement <4 x float> %v333, float %v289, i32 2
  %v335 = insertelement <4 x float> %v334, float %v290, i32 3
  %v336 = bitcast float addrspace(1)* %v331 to <4 x float> addrspace(1)*
  store <4 x float> %v335, <4 x float> addrspace(1)* %v336, align 16
  br label %st_done15
st_edge14:
  %v337 = icmp ult i64 %v313, %v314
  %v338 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v313
  br i1 %v337, label %st16, label %join17
st_done15:
  br label %join12
st16:
  %v339 = insertelement <4 x float> undef, float %v283, i32 0
  %v340 = insertelement <4 x float> %v339, float %v284, i32 1
  %v341 = insertelement <4 x float> %v340, float %v285, i32 2
  %v342 = insertelement <4 x float> %v341, float %v286, i32 3
  %v343 = bitcast float addrspace(1)* %v338 to <4 x float> addrspace(1)*
  store <4 x float> %v342, <4 x float> addrspace(1)* %v343, align 16
  br label %join17
join17:
  %v344 = add i64 %v313, 4
  %v345 = add i64 %v313, 4
  %v346 = icmp ult i64 %v345, %v314
  %v347 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v344
  br i1 %v346, label %st18, label %join19
st18:
  %v348 = insertelement <4 x float> undef, float %v287, i32 0
  %v349 = insertelement <4 x float> %v348, float %v288, i32 1
  %v350 = insertelement <4 x float> %v349, float %v289, i32 2
  %v351 = insertelement <4 x float> %v350, float %v290, i32 3
  %v352 = bitcast float addrspace(1)* %v347 to <4 x float> addrspace(1)*
  store <4 x float> %v351, <4 x float> addrspace(1)* %v352, align 16
  br label %join19
join19:
  br label %st_done15
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
