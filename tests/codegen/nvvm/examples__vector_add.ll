; kernel vector_add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @vector_add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
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
  %v60 = and i32 %v2, 1
  %v61 = shl i32 %v60, 2
  %v62 = lshr i32 %v2, 1
  %v63 = and i32 %v62, 1
  %v64 = shl i32 %v63, 3
  %v65 = or i32 %v61, %v64
  %v66 = lshr i32 %v2, 2
  %v67 = and i32 %v66, 1
  %v68 = shl i32 %v67, 4
  %v69 = or i32 %v65, %v68
  %v70 = lshr i32 %v2, 3
  %v71 = and i32 %v70, 1
  %v72 = shl i32 %v71, 5
  %v73 = or i32 %v69, %v72
  %v74 = lshr i32 %v2, 4
  %v75 = and i32 %v74, 1
  %v76 = shl i32 %v75, 6
  %v77 = or i32 %v73, %v76
  %v78 = and i32 %v3, 1
  %v79 = shl i32 %v78, 7
  %v80 = or i32 %v77, %v79
  %v81 = and i32 %v80, 255
  %v82 = sext i32 %v4 to i64
  %v83 = mul i64 %v82, 256
  %v84 = zext i32 %v81 to i64
  %v85 = add i64 %v83, %v84
  %v86 = zext i32 %p4 to i64
  %v87 = add i64 %v83, 256
  %v88 = icmp sle i64 %v87, %v86
  %v89 = icmp sge i64 %v82, 0
  %v90 = and i1 %v88, %v89
  br i1 %v90, label %ld_full6, label %ld_edge7
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
  %v91 = icmp ult i64 %v85, %v86
  %v92 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v85
  %v93 = bitcast float addrspace(1)* %v92 to <4 x float> addrspace(1)*
  %v94 = load <4 x float>, <4 x float> addrspace(1)* %v93, align 16
  %v95 = extractelement <4 x float> %v94, i32 0
  %v96 = extractelement <4 x float> %v94, i32 1
  %v97 = extractelement <4 x float> %v94, i32 2
  %v98 = extractelement <4 x float> %v94, i32 3
  br label %ld_done8
ld_edge7:
  %v99 = icmp ult i64 %v85, %v86
  %v100 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v85
  %v101 = bitcast float addrspace(1)* %v100 to <4 x float> addrspace(1)*
  br i1 %v99, label %ld9, label %ld_next10
ld_done8:
  %v111 = phi float [ %v95, %ld_full6 ], [ %v107, %ld_next10 ]
  %v112 = phi float [ %v96, %ld_full6 ], [ %v108, %ld_next10 ]
  %v113 = phi float [ %v97, %ld_full6 ], [ %v109, %ld_next10 ]
  %v114 = phi float [ %v98, %ld_full6 ], [ %v110, %ld_next10 ]
  %v115 = fadd float %v56, %v111
  %v116 = fadd float %v57, %v112
  %v117 = fadd float %v58, %v113
  %v118 = fadd float %v59, %v114
  %v119 = and i32 %v2, 1
  %v120 = shl i32 %v119, 2
  %v121 = lshr i32 %v2, 1
  %v122 = and i32 %v121, 1
  %v123 = shl i32 %v122, 3
  %v124 = or i32 %v120, %v123
  %v125 = lshr i32 %v2, 2
  %v126 = and i32 %v125, 1
  %v127 = shl i32 %v126, 4
  %v128 = or i32 %v124, %v127
  %v129 = lshr i32 %v2, 3
  %v130 = and i32 %v129, 1
  %v131 = shl i32 %v130, 5
  %v132 = or i32 %v128, %v131
  %v133 = lshr i32 %v2, 4
  %v134 = and i32 %v133, 1
  %v135 = shl i32 %v134, 6
  %v136 = or i32 %v132, %v135
  %v137 = and i32 %v3, 1
  %v138 = shl i32 %v137, 7
  %v139 = or i32 %v136, %v138
  %v140 = and i32 %v139, 255
  %v141 = sext i32 %v4 to i64
  %v142 = mul i64 %v141, 256
  %v143 = zext i32 %v140 to i64
  %v144 = add i64 %v142, %v143
  %v145 = zext i32 %p7 to i64
  %v146 = add i64 %v142, 256
  %v147 = icmp sle i64 %v146, %v145
  %v148 = icmp sge i64 %v141, 0
  %v149 = and i1 %v147, %v148
  %v150 = and i32 %v3, 2
  %v151 = icmp eq i32 %v150, 0
  br i1 %v151, label %st_owner11, label %join12
ld9:
  %v102 = load <4 x float>, <4 x float> addrspace(1)* %v101, align 16
  %v103 = extractelement <4 x float> %v102, i32 0
  %v104 = extractelement <4 x float> %v102, i32 1
  %v105 = extractelement <4 x float> %v102, i32 2
  %v106 = extractelement <4 x float> %v102, i32 3
  br label %ld_next10
ld_next10:
  %v107 = phi float [ %v103, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v108 = phi float [ %v104, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v109 = phi float [ %v105, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v110 = phi float [ %v106, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
st_owner11:
  br i1 %v149, label %st_full13, label %st_edge14
join12:
  ret void
st_full13:
  %v152 = icmp ult i64 %v144, %v145
  %v153 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v144
  %v154 = insertelement <4 x float> undef, float %v115, i32 0
  %v155 = insertelement <4 x float> %v154, float %v116, i32 1
  %v156 = insertelement <4 x float> %v155, float %v117, i32 2
  %v157 = insertelement <4 x float> %v156, float %v118, i32 3
  %v158 = bitcast float addrspace(1)* %v153 to <4 x float> addrspace(1)*
  store <4 x float> %v157, <4 x float> addrspace(1)* %v158, align 16
  br label %st_done15
st_edge14:
  %v159 = icmp ult i64 %v144, %v145
  %v160 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v144
  br i1 %v159, label %st16, label %join17
st_done15:
  br label %join12
st16:
  %v161 = insertelement <4 x float> undef, float %v115, i32 0
  %v162 = insertelement <4 x float> %v161, float %v116, i32 1
  %v163 = insertelement <4 x float> %v162, float %v117, i32 2
  %v164 = insertelement <4 x float> %v163, float %v118, i32 3
  %v165 = bitcast float addrspace(1)* %v160 to <4 x float> addrspace(1)*
  store <4 x float> %v164, <4 x float> addrspace(1)* %v165, align 16
  br label %join17
join17:
  br label %st_done15
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel vector_add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @vector_add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
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
  %v60 = and i32 %v2, 1
  %v61 = shl i32 %v60, 2
  %v62 = lshr i32 %v2, 1
  %v63 = and i32 %v62, 1
  %v64 = shl i32 %v63, 3
  %v65 = or i32 %v61, %v64
  %v66 = lshr i32 %v2, 2
  %v67 = and i32 %v66, 1
  %v68 = shl i32 %v67, 4
  %v69 = or i32 %v65, %v68
  %v70 = lshr i32 %v2, 3
  %v71 = and i32 %v70, 1
  %v72 = shl i32 %v71, 5
  %v73 = or i32 %v69, %v72
  %v74 = lshr i32 %v2, 4
  %v75 = and i32 %v74, 1
  %v76 = shl i32 %v75, 6
  %v77 = or i32 %v73, %v76
  %v78 = and i32 %v3, 1
  %v79 = shl i32 %v78, 7
  %v80 = or i32 %v77, %v79
  %v81 = and i32 %v80, 255
  %v82 = sext i32 %v4 to i64
  %v83 = mul i64 %v82, 256
  %v84 = zext i32 %v81 to i64
  %v85 = add i64 %v83, %v84
  %v86 = zext i32 %p4 to i64
  %v87 = add i64 %v83, 256
  %v88 = icmp sle i64 %v87, %v86
  %v89 = icmp sge i64 %v82, 0
  %v90 = and i1 %v88, %v89
  br i1 %v90, label %ld_full6, label %ld_edge7
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
  %v91 = icmp ult i64 %v85, %v86
  %v92 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v85
  %v93 = bitcast float addrspace(1)* %v92 to <4 x float> addrspace(1)*
  %v94 = load <4 x float>, <4 x float> addrspace(1)* %v93, align 16
  %v95 = extractelement <4 x float> %v94, i32 0
  %v96 = extractelement <4 x float> %v94, i32 1
  %v97 = extractelement <4 x float> %v94, i32 2
  %v98 = extractelement <4 x float> %v94, i32 3
  br label %ld_done8
ld_edge7:
  %v99 = icmp ult i64 %v85, %v86
  %v100 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v85
  %v101 = bitcast float addrspace(1)* %v100 to <4 x float> addrspace(1)*
  br i1 %v99, label %ld9, label %ld_next10
ld_done8:
  %v111 = phi float [ %v95, %ld_full6 ], [ %v107, %ld_next10 ]
  %v112 = phi float [ %v96, %ld_full6 ], [ %v108, %ld_next10 ]
  %v113 = phi float [ %v97, %ld_full6 ], [ %v109, %ld_next10 ]
  %v114 = phi float [ %v98, %ld_full6 ], [ %v110, %ld_next10 ]
  %v115 = fadd float %v56, %v111
  %v116 = fadd float %v57, %v112
  %v117 = fadd float %v58, %v113
  %v118 = fadd float %v59, %v114
  %v119 = and i32 %v2, 1
  %v120 = shl i32 %v119, 2
  %v121 = lshr i32 %v2, 1
  %v122 = and i32 %v121, 1
  %v123 = shl i32 %v122, 3
  %v124 = or i32 %v120, %v123
  %v125 = lshr i32 %v2, 2
  %v126 = and i32 %v125, 1
  %v127 = shl i32 %v126, 4
  %v128 = or i32 %v124, %v127
  %v129 = lshr i32 %v2, 3
  %v130 = and i32 %v129, 1
  %v131 = shl i32 %v130, 5
  %v132 = or i32 %v128, %v131
  %v133 = lshr i32 %v2, 4
  %v134 = and i32 %v133, 1
  %v135 = shl i32 %v134, 6
  %v136 = or i32 %v132, %v135
  %v137 = and i32 %v3, 1
  %v138 = shl i32 %v137, 7
  %v139 = or i32 %v136, %v138
  %v140 = and i32 %v139, 255
  %v141 = sext i32 %v4 to i64
  %v142 = mul i64 %v141, 256
  %v143 = zext i32 %v140 to i64
  %v144 = add i64 %v142, %v143
  %v145 = zext i32 %p7 to i64
  %v146 = add i64 %v142, 256
  %v147 = icmp sle i64 %v146, %v145
  %v148 = icmp sge i64 %v141, 0
  %v149 = and i1 %v147, %v148
  %v150 = and i32 %v3, 2
  %v151 = icmp eq i32 %v150, 0
  br i1 %v151, label %st_owner11, label %join12
ld9:
  %v102 = load <4 x float>, <4 x float> addrspace(1)* %v101, align 16
  %v103 = extractelement <4 x float> %v102, i32 0
  %v104 = extractelement <4 x float> %v102, i32 1
  %v105 = extractelement <4 x float> %v102, i32 2
  %v106 = extractelement <4 x float> %v102, i32 3
  br label %ld_next10
ld_next10:
  %v107 = phi float [ %v103, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v108 = phi float [ %v104, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v109 = phi float [ %v105, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v110 = phi float [ %v106, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
st_owner11:
  br i1 %v149, label %st_full13, label %st_edge14
join12:
  ret void
st_full13:
  %v152 = icmp ult i64 %v144, %v145
  %v153 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v144
  %v154 = insertelement <4 x float> undef, float %v115, i32 0
  %v155 = insertelement <4 x float> %v154, float %v116, i32 1
  %v156 = insertelement <4 x float> %v155, float %v117, i32 2
  %v157 = insertelement <4 x float> %v156, float %v118, i32 3
  %v158 = bitcast float addrspace(1)* %v153 to <4 x float> addrspace(1)*
  store <4 x float> %v157, <4 x float> addrspace(1)* %v158, align 16
  br label %st_done15
st_edge14:
  %v159 = icmp ult i64 %v144, %v145
  %v160 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v144
  br i1 %v159, label %st16, label %join17
st_done15:
  br label %join12
st16:
  %v161 = insertelement <4 x float> undef, float %v115, i32 0
  %v162 = insertelement <4 x float> %v161, float %v116, i32 1
  %v163 = insertelement <4 x float> %v162, float %v117, i32 2
  %v164 = insertelement <4 x float> %v163, float %v118, i32 3
  %v165 = bitcast float addrspace(1)* %v160 to <4 x float> addrspace(1)*
  store <4 x float> %v164, <4 x float> addrspace(1)* %v165, align 16
  br label %join17
join17:
  br label %st_done15
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel vector_add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @vector_add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
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
  %v38 = load float, float addrspace(1)* %v37, align 4
  %v39 = add i64 %v30, 1
  %v40 = add i64 %v30, 1
  %v41 = icmp ult i64 %v40, %v31
  %v42 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v39
  %v43 = load float, float addrspace(1)* %v42, align 4
  %v44 = add i64 %v30, 2
  %v45 = add i64 %v30, 2
  %v46 = icmp ult i64 %v45, %v31
  %v47 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v44
  %v48 = load float, float addrspace(1)* %v47, align 4
  %v49 = add i64 %v30, 3
  %v50 = add i64 %v30, 3
  %v51 = icmp ult i64 %v50, %v31
  %v52 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v49
  %v53 = load float, float addrspace(1)* %v52, align 4
  br label %ld_done3
ld_edge2:
  %v54 = icmp ult i64 %v30, %v31
  %v55 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  br i1 %v54, label %ld4, label %ld_next5
ld_done3:
  %v76 = phi float [ %v38, %ld_full1 ], [ %v57, %ld_next11 ]
  %v77 = phi float [ %v43, %ld_full1 ], [ %v63, %ld_next11 ]
  %v78 = phi float [ %v48, %ld_full1 ], [ %v69, %ld_next11 ]
  %v79 = phi float [ %v53, %ld_full1 ], [ %v75, %ld_next11 ]
  %v80 = and i32 %v2, 1
  %v81 = shl i32 %v80, 2
  %v82 = lshr i32 %v2, 1
  %v83 = and i32 %v82, 1
  %v84 = shl i32 %v83, 3
  %v85 = or i32 %v81, %v84
  %v86 = lshr i32 %v2, 2
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 4
  %v89 = or i32 %v85, %v88
  %v90 = lshr i32 %v2, 3
  %v91 = and i32 %v90, 1
  %v92 = shl i32 %v91, 5
  %v93 = or i32 %v89, %v92
  %v94 = lshr i32 %v2, 4
  %v95 = and i32 %v94, 1
  %v96 = shl i32 %v95, 6
  %v97 = or i32 %v93, %v96
  %v98 = and i32 %v3, 1
  %v99 = shl i32 %v98, 7
  %v100 = or i32 %v97, %v99
  %v101 = and i32 %v100, 255
  %v102 = sext i32 %v4 to i64
  %v103 = mul i64 %v102, 256
  %v104 = zext i32 %v101 to i64
  %v105 = add i64 %v103, %v104
  %v106 = zext i32 %p4 to i64
  %v107 = add i64 %v103, 256
  %v108 = icmp sle i64 %v107, %v106
  %v109 = icmp sge i64 %v102, 0
  %v110 = and i1 %v108, %v109
  br i1 %v110, label %ld_full12, label %ld_edge13
ld4:
  %v56 = load float, float addrspace(1)* %v55, align 4
  br label %ld_next5
ld_next5:
  %v57 = phi float [ %v56, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v58 = add i64 %v30, 1
  %v59 = add i64 %v30, 1
  %v60 = icmp ult i64 %v59, %v31
  %v61 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v58
  br i1 %v60, label %ld6, label %ld_next7
ld6:
  %v62 = load float, float addrspace(1)* %v61, align 4
  br label %ld_next7
ld_next7:
  %v63 = phi float [ %v62, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v64 = add i64 %v30, 2
  %v65 = add i64 %v30, 2
  %v66 = icmp ult i64 %v65, %v31
  %v67 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v64
  br i1 %v66, label %ld8, label %ld_next9
ld8:
  %v68 = load float, float addrspace(1)* %v67, align 4
  br label %ld_next9
ld_next9:
  %v69 = phi float [ %v68, %ld8 ], [ 0x0000000000000000, %ld_next7 ]
  %v70 = add i64 %v30, 3
  %v71 = add i64 %v30, 3
  %v72 = icmp ult i64 %v71, %v31
  %v73 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v70
  br i1 %v72, label %ld10, label %ld_next11
ld10:
  %v74 = load float, float addrspace(1)* %v73, align 4
  br label %ld_next11
ld_next11:
  %v75 = phi float [ %v74, %ld10 ], [ 0x0000000000000000, %ld_next9 ]
  br label %ld_done3
ld_full12:
  %v111 = icmp ult i64 %v105, %v106
  %v112 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v105
  %v113 = load float, float addrspace(1)* %v112, align 4
  %v114 = add i64 %v105, 1
  %v115 = add i64 %v105, 1
  %v116 = icmp ult i64 %v115, %v106
  %v117 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v114
  %v118 = load float, float addrspace(1)* %v117, align 4
  %v119 = add i64 %v105, 2
  %v120 = add i64 %v105, 2
  %v121 = icmp ult i64 %v120, %v106
  %v122 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v119
  %v123 = load float, float addrspace(1)* %v122, align 4
  %v124 = add i64 %v105, 3
  %v125 = add i64 %v105, 3
  %v126 = icmp ult i64 %v125, %v106
  %v127 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v124
  %v128 = load float, float addrspace(1)* %v127, align 4
  br label %ld_done14
ld_edge13:
  %v129 = icmp ult i64 %v105, %v106
  %v130 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v105
  br i1 %v129, label %ld15, label %ld_next16
ld_done14:
  %v151 = phi float [ %v113, %ld_full12 ], [ %v132, %ld_next22 ]
  %v152 = phi float [ %v118, %ld_full12 ], [ %v138, %ld_next22 ]
  %v153 = phi float [ %v123, %ld_full12 ], [ %v144, %ld_next22 ]
  %v154 = phi float [ %v128, %ld_full12 ], [ %v150, %ld_next22 ]
  %v155 = fadd float %v76, %v151
  %v156 = fadd float %v77, %v152
  %v157 = fadd float %v78, %v153
  %v158 = fadd float %v79, %v154
  %v159 = and i32 %v2, 1
  %v160 = shl i32 %v159, 2
  %v161 = lshr i32 %v2, 1
  %v162 = and i32 %v161, 1
  %v163 = shl i32 %v162, 3
  %v164 = or i32 %v160, %v163
  %v165 = lshr i32 %v2, 2
  %v166 = and i32 %v165, 1
  %v167 = shl i32 %v166, 4
  %v168 = or i32 %v164, %v167
  %v169 = lshr i32 %v2, 3
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 5
  %v172 = or i32 %v168, %v171
  %v173 = lshr i32 %v2, 4
  %v174 = and i32 %v173, 1
  %v175 = shl i32 %v174, 6
  %v176 = or i32 %v172, %v175
  %v177 = and i32 %v3, 1
  %v178 = shl i32 %v177, 7
  %v179 = or i32 %v176, %v178
  %v180 = and i32 %v179, 255
  %v181 = sext i32 %v4 to i64
  %v182 = mul i64 %v181, 256
  %v183 = zext i32 %v180 to i64
  %v184 = add i64 %v182, %v183
  %v185 = zext i32 %p7 to i64
  %v186 = add i64 %v182, 256
  %v187 = icmp sle i64 %v186, %v185
  %v188 = icmp sge i64 %v181, 0
  %v189 = and i1 %v187, %v188
  %v190 = and i32 %v3, 2
  %v191 = icmp eq i32 %v190, 0
  br i1 %v191, label %st_owner23, label %join24
ld15:
  %v131 = load float, float addrspace(1)* %v130, align 4
  br label %ld_next16
ld_next16:
  %v132 = phi float [ %v131, %ld15 ], [ 0x0000000000000000, %ld_edge13 ]
  %v133 = add i64 %v105, 1
  %v134 = add i64 %v105, 1
  %v135 = icmp ult i64 %v134, %v106
  %v136 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v133
  br i1 %v135, label %ld17, label %ld_next18
ld17:
  %v137 = load float, float addrspace(1)* %v136, align 4
  br label %ld_next18
ld_next18:
  %v138 = phi float [ %v137, %ld17 ], [ 0x0000000000000000, %ld_next16 ]
  %v139 = add i64 %v105, 2
  %v140 = add i64 %v105, 2
  %v141 = icmp ult i64 %v140, %v106
  %v142 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v139
  br i1 %v141, label %ld19, label %ld_next20
ld19:
  %v143 = load float, float addrspace(1)* %v142, align 4
  br label %ld_next20
ld_next20:
  %v144 = phi float [ %v143, %ld19 ], [ 0x0000000000000000, %ld_next18 ]
  %v145 = add i64 %v105, 3
  %v146 = add i64 %v105, 3
  %v147 = icmp ult i64 %v146, %v106
  %v148 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v145
  br i1 %v147, label %ld21, label %ld_next22
ld21:
  %v149 = load float, float addrspace(1)* %v148, align 4
  br label %ld_next22
ld_next22:
  %v150 = phi float [ %v149, %ld21 ], [ 0x0000000000000000, %ld_next20 ]
  br label %ld_done14
st_owner23:
  br i1 %v189, label %st_full25, label %st_edge26
join24:
  ret void
st_full25:
  %v192 = icmp ult i64 %v184, %v185
  %v193 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v184
  store float %v155, float addrspace(1)* %v193, align 4
  %v194 = add i64 %v184, 1
  %v195 = add i64 %v184, 1
  %v196 = icmp ult i64 %v195, %v185
  %v197 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v194
  store float %v156, float addrspace(1)* %v197, align 4
  %v198 = add i64 %v184, 2
  %v199 = add i64 %v184, 2
  %v200 = icmp ult i64 %v199, %v185
  %v201 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v198
  store float %v157, float addrspace(1)* %v201, align 4
  %v202 = add i64 %v184, 3
  %v203 = add i64 %v184, 3
  %v204 = icmp ult i64 %v203, %v185
  %v205 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v202
  store float %v158, float addrspace(1)* %v205, align 4
  br label %st_done27
st_edge26:
  %v206 = icmp ult i64 %v184, %v185
  %v207 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v184
  br i1 %v206, label %st28, label %join29
st_done27:
  br label %join24
st28:
  store float %v155, float addrspace(1)* %v207, align 4
  br label %join29
join29:
  %v208 = add i64 %v184, 1
  %v209 = add i64 %v184, 1
  %v210 = icmp ult i64 %v209, %v185
  %v211 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v208
  br i1 %v210, label %st30, label %join31
st30:
  store float %v156, float addrspace(1)* %v211, align 4
  br label %join31
join31:
  %v212 = add i64 %v184, 2
  %v213 = add i64 %v184, 2
  %v214 = icmp ult i64 %v213, %v185
  %v215 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v212
  br i1 %v214, label %st32, label %join33
st32:
  store float %v157, float addrspace(1)* %v215, align 4
  br label %join33
join33:
  %v216 = add i64 %v184, 3
  %v217 = add i64 %v184, 3
  %v218 = icmp ult i64 %v217, %v185
  %v219 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v216
  br i1 %v218, label %st34, label %join35
st34:
  store float %v158, float addrspace(1)* %v219, align 4
  br label %join35
join35:
  br label %st_done27
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel vector_add [T=1024]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @vector_add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
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
  %v26 = lshr i32 %v3, 1
  %v27 = and i32 %v26, 1
  %v28 = shl i32 %v27, 8
  %v29 = or i32 %v25, %v28
  %v30 = and i32 %v29, 1023
  %v31 = sext i32 %v4 to i64
  %v32 = mul i64 %v31, 1024
  %v33 = zext i32 %v30 to i64
  %v34 = add i64 %v32, %v33
  %v35 = zext i32 %p1 to i64
  %v36 = add i64 %v32, 1024
  %v37 = icmp sle i64 %v36, %v35
  %v38 = icmp sge i64 %v31, 0
  %v39 = and i1 %v37, %v38
  br i1 %v39, label %ld_full1, label %ld_edge2
ld_full1:
  %v40 = icmp ult i64 %v34, %v35
  %v41 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v34
  %v42 = bitcast float addrspace(1)* %v41 to <4 x float> addrspace(1)*
  %v43 = load <4 x float>, <4 x float> addrspace(1)* %v42, align 16
  %v44 = extractelement <4 x float> %v43, i32 0
  %v45 = extractelement <4 x float> %v43, i32 1
  %v46 = extractelement <4 x float> %v43, i32 2
  %v47 = extractelement <4 x float> %v43, i32 3
  %v48 = add i64 %v34, 512
  %v49 = add i64 %v34, 512
  %v50 = icmp ult i64 %v49, %v35
  %v51 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v48
  %v52 = bitcast float addrspace(1)* %v51 to <4 x float> addrspace(1)*
  %v53 = load <4 x float>, <4 x float> addrspace(1)* %v52, align 16
  %v54 = extractelement <4 x float> %v53, i32 0
  %v55 = extractelement <4 x float> %v53, i32 1
  %v56 = extractelement <4 x float> %v53, i32 2
  %v57 = extractelement <4 x float> %v53, i32 3
  br label %ld_done3
ld_edge2:
  %v58 = icmp ult i64 %v34, %v35
  %v59 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v34
  %v60 = bitcast float addrspace(1)* %v59 to <4 x float> addrspace(1)*
  br i1 %v58, label %ld4, label %ld_next5
ld_done3:
  %v84 = phi float [ %v44, %ld_full1 ], [ %v66, %ld_next7 ]
  %v85 = phi float [ %v45, %ld_full1 ], [ %v67, %ld_next7 ]
  %v86 = phi float [ %v46, %ld_full1 ], [ %v68, %ld_next7 ]
  %v87 = phi float [ %v47, %ld_full1 ], [ %v69, %ld_next7 ]
  %v88 = phi float [ %v54, %ld_full1 ], [ %v80, %ld_next7 ]
  %v89 = phi float [ %v55, %ld_full1 ], [ %v81, %ld_next7 ]
  %v90 = phi float [ %v56, %ld_full1 ], [ %v82, %ld_next7 ]
  %v91 = phi float [ %v57, %ld_full1 ], [ %v83, %ld_next7 ]
  %v92 = and i32 %v2, 1
  %v93 = shl i32 %v92, 2
  %v94 = lshr i32 %v2, 1
  %v95 = and i32 %v94, 1
  %v96 = shl i32 %v95, 3
  %v97 = or i32 %v93, %v96
  %v98 = lshr i32 %v2, 2
  %v99 = and i32 %v98, 1
  %v100 = shl i32 %v99, 4
  %v101 = or i32 %v97, %v100
  %v102 = lshr i32 %v2, 3
  %v103 = and i32 %v102, 1
  %v104 = shl i32 %v103, 5
  %v105 = or i32 %v101, %v104
  %v106 = lshr i32 %v2, 4
  %v107 = and i32 %v106, 1
  %v108 = shl i32 %v107, 6
  %v109 = or i32 %v105, %v108
  %v110 = and i32 %v3, 1
  %v111 = shl i32 %v110, 7
  %v112 = or i32 %v109, %v111
  %v113 = lshr i32 %v3, 1
  %v114 = and i32 %v113, 1
  %v115 = shl i32 %v114, 8
  %v116 = or i32 %v112, %v115
  %v117 = and i32 %v116, 1023
  %v118 = sext i32 %v4 to i64
  %v119 = mul i64 %v118, 1024
  %v120 = zext i32 %v117 to i64
  %v121 = add i64 %v119, %v120
  %v122 = zext i32 %p4 to i64
  %v123 = add i64 %v119, 1024
  %v124 = icmp sle i64 %v123, %v122
  %v125 = icmp sge i64 %v118, 0
  %v126 = and i1 %v124, %v125
  br i1 %v126, label %ld_full8, label %ld_edge9
ld4:
  %v61 = load <4 x float>, <4 x float> addrspace(1)* %v60, align 16
  %v62 = extractelement <4 x float> %v61, i32 0
  %v63 = extractelement <4 x float> %v61, i32 1
  %v64 = extractelement <4 x float> %v61, i32 2
  %v65 = extractelement <4 x float> %v61, i32 3
  br label %ld_next5
ld_next5:
  %v66 = phi float [ %v62, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v67 = phi float [ %v63, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v68 = phi float [ %v64, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v69 = phi float [ %v65, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v70 = add i64 %v34, 512
  %v71 = add i64 %v34, 512
  %v72 = icmp ult i64 %v71, %v35
  %v73 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v70
  %v74 = bitcast float addrspace(1)* %v73 to <4 x float> addrspace(1)*
  br i1 %v72, label %ld6, label %ld_next7
ld6:
  %v75 = load <4 x float>, <4 x float> addrspace(1)* %v74, align 16
  %v76 = extractelement <4 x float> %v75, i32 0
  %v77 = extractelement <4 x float> %v75, i32 1
  %v78 = extractelement <4 x float> %v75, i32 2
  %v79 = extractelement <4 x float> %v75, i32 3
  br label %ld_next7
ld_next7:
  %v80 = phi float [ %v76, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v81 = phi float [ %v77, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v82 = phi float [ %v78, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  %v83 = phi float [ %v79, %ld6 ], [ 0x0000000000000000, %ld_next5 ]
  br label %ld_done3
ld_full8:
  %v127 = icmp ult i64 %v121, %v122
  %v128 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v121
  %v129 = bitcast float addrspace(1)* %v128 to <4 x float> addrspace(1)*
  %v130 = load <4 x float>, <4 x float> addrspace(1)* %v129, align 16
  %v131 = extractelement <4 x float> %v130, i32 0
  %v132 = extractelement <4 x float> %v130, i32 1
  %v133 = extractelement <4 x float> %v130, i32 2
  %v134 = extractelement <4 x float> %v130, i32 3
  %v135 = add i64 %v121, 512
  %v136 = add i64 %v121, 512
  %v137 = icmp ult i64 %v136, %v122
  %v138 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v135
  %v139 = bitcast float addrspace(1)* %v138 to <4 x float> addrspace(1)*
  %v140 = load <4 x float>, <4 x float> addrspace(1)* %v139, align 16
  %v141 = extractelement <4 x float> %v140, i32 0
  %v142 = extractelement <4 x float> %v140, i32 1
  %v143 = extractelement <4 x float> %v140, i32 2
  %v144 = extractelement <4 x float> %v140, i32 3
  br label %ld_done10
ld_edge9:
  %v145 = icmp ult i64 %v121, %v122
  %v146 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v121
  %v147 = bitcast float addrspace(1)* %v146 to <4 x float> addrspace(1)*
  br i1 %v145, label %ld11, label %ld_next12
ld_done10:
  %v171 = phi float [ %v131, %ld_full8 ], [ %v153, %ld_next14 ]
  %v172 = phi float [ %v132, %ld_full8 ], [ %v154, %ld_next14 ]
  %v173 = phi float [ %v133, %ld_full8 ], [ %v155, %ld_next14 ]
  %v174 = phi float [ %v134, %ld_full8 ], [ %v156, %ld_next14 ]
  %v175 = phi float [ %v141, %ld_full8 ], [ %v167, %ld_next14 ]
  %v176 = phi float [ %v142, %ld_full8 ], [ %v168, %ld_next14 ]
  %v177 = phi float [ %v143, %ld_full8 ], [ %v169, %ld_next14 ]
  %v178 = phi float [ %v144, %ld_full8 ], [ %v170, %ld_next14 ]
  %v179 = fadd float %v84, %v171
  %v180 = fadd float %v85, %v172
  %v181 = fadd float %v86, %v173
  %v182 = fadd float %v87, %v174
  %v183 = fadd float %v88, %v175
  %v184 = fadd float %v89, %v176
  %v185 = fadd float %v90, %v177
  %v186 = fadd float %v91, %v178
  %v187 = and i32 %v2, 1
  %v188 = shl i32 %v187, 2
  %v189 = lshr i32 %v2, 1
  %v190 = and i32 %v189, 1
  %v191 = shl i32 %v190, 3
  %v192 = or i32 %v188, %v191
  %v193 = lshr i32 %v2, 2
  %v194 = and i32 %v193, 1
  %v195 = shl i32 %v194, 4
  %v196 = or i32 %v192, %v195
  %v197 = lshr i32 %v2, 3
  %v198 = and i32 %v197, 1
  %v199 = shl i32 %v198, 5
  %v200 = or i32 %v196, %v199
  %v201 = lshr i32 %v2, 4
  %v202 = and i32 %v201, 1
  %v203 = shl i32 %v202, 6
  %v204 = or i32 %v200, %v203
  %v205 = and i32 %v3, 1
  %v206 = shl i32 %v205, 7
  %v207 = or i32 %v204, %v206
  %v208 = lshr i32 %v3, 1
  %v209 = and i32 %v208, 1
  %v210 = shl i32 %v209, 8
  %v211 = or i32 %v207, %v210
  %v212 = and i32 %v211, 1023
  %v213 = sext i32 %v4 to i64
  %v214 = mul i64 %v213, 1024
  %v215 = zext i32 %v212 to i64
  %v216 = add i64 %v214, %v215
  %v217 = zext i32 %p7 to i64
  %v218 = add i64 %v214, 1024
  %v219 = icmp sle i64 %v218, %v217
  %v220 = icmp sge i64 %v213, 0
  %v221 = and i1 %v219, %v220
  br i1 %v221, label %st_full15, label %st_edge16
ld11:
  %v148 = load <4 x float>, <4 x float> addrspace(1)* %v147, align 16
  %v149 = extractelement <4 x float> %v148, i32 0
  %v150 = extractelement <4 x float> %v148, i32 1
  %v151 = extractelement <4 x float> %v148, i32 2
  %v152 = extractelement <4 x float> %v148, i32 3
  br label %ld_next12
ld_next12:
  %v153 = phi float [ %v149, %ld11 ], [ 0x0000000000000000, %ld_edge9 ]
  %v154 = phi float [ %v150, %ld11 ], [ 0x0000000000000000, %ld_edge9 ]
  %v155 = phi float [ %v151, %ld11 ], [ 0x0000000000000000, %ld_edge9 ]
  %v156 = phi float [ %v152, %ld11 ], [ 0x0000000000000000, %ld_edge9 ]
  %v157 = add i64 %v121, 512
  %v158 = add i64 %v121, 512
  %v159 = icmp ult i64 %v158, %v122
  %v160 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v157
  %v161 = bitcast float addrspace(1)* %v160 to <4 x float> addrspace(1)*
  br i1 %v159, label %ld13, label %ld_next14
ld13:
  %v162 = load <4 x float>, <4 x float> addrspace(1)* %v161, align 16
  %v163 = extractelement <4 x float> %v162, i32 0
  %v164 = extractelement <4 x float> %v162, i32 1
  %v165 = extractelement <4 x float> %v162, i32 2
  %v166 = extractelement <4 x float> %v162, i32 3
  br label %ld_next14
ld_next14:
  %v167 = phi float [ %v163, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v168 = phi float [ %v164, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v169 = phi float [ %v165, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  %v170 = phi float [ %v166, %ld13 ], [ 0x0000000000000000, %ld_next12 ]
  br label %ld_done10
st_full15:
  %v222 = icmp ult i64 %v216, %v217
  %v223 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v216
  %v224 = insertelement <4 x float> undef, float %v179, i32 0
  %v225 = insertelement <4 x float> %v224, float %v180, i32 1
  %v226 = insertelement <4 x float> %v225, float %v181, i32 2
  %v227 = insertelement <4 x float> %v226, float %v182, i32 3
  %v228 = bitcast float addrspace(1)* %v223 to <4 x float> addrspace(1)*
  store <4 x float> %v227, <4 x float> addrspace(1)* %v228, align 16
  %v229 = add i64 %v216, 512
  %v230 = add i64 %v216, 512
  %v231 = icmp ult i64 %v230, %v217
  %v232 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v229
  %v233 = insertelement <4 x float> undef, float %v183, i32 0
  %v234 = insertelement <4 x float> %v233, float %v184, i32 1
  %v235 = insertelement <4 x float> %v234, float %v185, i32 2
  %v236 = insertelement <4 x float> %v235, float %v186, i32 3
  %v237 = bitcast float addrspace(1)* %v232 to <4 x float> addrspace(1)*
  store <4 x float> %v236, <4 x float> addrspace(1)* %v237, align 16
  br label %st_done17
st_edge16:
  %v238 = icmp ult i64 %v216, %v217
  %v239 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v216
  br i1 %v238, label %st18, label %join19
st_done17:
  ret void
st18:
  %v240 = insertelement <4 x float> undef, float %v179, i32 0
  %v241 = insertelement <4 x float> %v240, float %v180, i32 1
  %v242 = insertelement <4 x float> %v241, float %v181, i32 2
  %v243 = insertelement <4 x float> %v242, float %v182, i32 3
  %v244 = bitcast float addrspace(1)* %v239 to <4 x float> addrspace(1)*
  store <4 x float> %v243, <4 x float> addrspace(1)* %v244, align 16
  br label %join19
join19:
  %v245 = add i64 %v216, 512
  %v246 = add i64 %v216, 512
  %v247 = icmp ult i64 %v246, %v217
  %v248 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v245
  br i1 %v247, label %st20, label %join21
st20:
  %v249 = insertelement <4 x float> undef, float %v183, i32 0
  %v250 = insertelement <4 x float> %v249, float %v184, i32 1
  %v251 = insertelement <4 x float> %v250, float %v185, i32 2
  %v252 = insertelement <4 x float> %v251, float %v186, i32 3
  %v253 = bitcast float addrspace(1)* %v248 to <4 x float> addrspace(1)*
  store <4 x float> %v252, <4 x float> addrspace(1)* %v253, align 16
  br label %join21
join21:
  br label %st_done17
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
