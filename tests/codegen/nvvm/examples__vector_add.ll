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
  %v44 = bitcast float 0x0000000000000000 to i32
  %v45 = icmp ult i64 %v30, %v31
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = ptrtoint <4 x float> addrspace(1)* %v47 to i64
  %v49 = zext i1 %v45 to i32
  %v50 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v48, i32 %v49, i32 %v44, i32 %v44, i32 %v44, i32 %v44)
  %v51 = extractvalue {i32, i32, i32, i32} %v50, 0
  %v52 = extractvalue {i32, i32, i32, i32} %v50, 1
  %v53 = extractvalue {i32, i32, i32, i32} %v50, 2
  %v54 = extractvalue {i32, i32, i32, i32} %v50, 3
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = bitcast i32 %v53 to float
  %v58 = bitcast i32 %v54 to float
  %v59 = insertelement <4 x float> undef, float %v55, i32 0
  %v60 = insertelement <4 x float> %v59, float %v56, i32 1
  %v61 = insertelement <4 x float> %v60, float %v57, i32 2
  %v62 = insertelement <4 x float> %v61, float %v58, i32 3
  %v63 = extractelement <4 x float> %v62, i32 0
  %v64 = extractelement <4 x float> %v62, i32 1
  %v65 = extractelement <4 x float> %v62, i32 2
  %v66 = extractelement <4 x float> %v62, i32 3
  br label %ld_done3
ld_done3:
  %v67 = phi float [ %v40, %ld_full1 ], [ %v63, %ld_edge2 ]
  %v68 = phi float [ %v41, %ld_full1 ], [ %v64, %ld_edge2 ]
  %v69 = phi float [ %v42, %ld_full1 ], [ %v65, %ld_edge2 ]
  %v70 = phi float [ %v43, %ld_full1 ], [ %v66, %ld_edge2 ]
  %v71 = and i32 %v2, 1
  %v72 = shl i32 %v71, 2
  %v73 = lshr i32 %v2, 1
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 3
  %v76 = or i32 %v72, %v75
  %v77 = lshr i32 %v2, 2
  %v78 = and i32 %v77, 1
  %v79 = shl i32 %v78, 4
  %v80 = or i32 %v76, %v79
  %v81 = lshr i32 %v2, 3
  %v82 = and i32 %v81, 1
  %v83 = shl i32 %v82, 5
  %v84 = or i32 %v80, %v83
  %v85 = lshr i32 %v2, 4
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 6
  %v88 = or i32 %v84, %v87
  %v89 = and i32 %v3, 1
  %v90 = shl i32 %v89, 7
  %v91 = or i32 %v88, %v90
  %v92 = and i32 %v91, 255
  %v93 = sext i32 %v4 to i64
  %v94 = mul i64 %v93, 256
  %v95 = zext i32 %v92 to i64
  %v96 = add i64 %v94, %v95
  %v97 = zext i32 %p4 to i64
  %v98 = add i64 %v94, 256
  %v99 = icmp sle i64 %v98, %v97
  %v100 = icmp sge i64 %v93, 0
  %v101 = and i1 %v99, %v100
  br i1 %v101, label %ld_full4, label %ld_edge5
ld_full4:
  %v102 = icmp ult i64 %v96, %v97
  %v103 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v96
  %v104 = bitcast float addrspace(1)* %v103 to <4 x float> addrspace(1)*
  %v105 = load <4 x float>, <4 x float> addrspace(1)* %v104, align 16
  %v106 = extractelement <4 x float> %v105, i32 0
  %v107 = extractelement <4 x float> %v105, i32 1
  %v108 = extractelement <4 x float> %v105, i32 2
  %v109 = extractelement <4 x float> %v105, i32 3
  br label %ld_done6
ld_edge5:
  %v110 = bitcast float 0x0000000000000000 to i32
  %v111 = icmp ult i64 %v96, %v97
  %v112 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v96
  %v113 = bitcast float addrspace(1)* %v112 to <4 x float> addrspace(1)*
  %v114 = ptrtoint <4 x float> addrspace(1)* %v113 to i64
  %v115 = zext i1 %v111 to i32
  %v116 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v114, i32 %v115, i32 %v110, i32 %v110, i32 %v110, i32 %v110)
  %v117 = extractvalue {i32, i32, i32, i32} %v116, 0
  %v118 = extractvalue {i32, i32, i32, i32} %v116, 1
  %v119 = extractvalue {i32, i32, i32, i32} %v116, 2
  %v120 = extractvalue {i32, i32, i32, i32} %v116, 3
  %v121 = bitcast i32 %v117 to float
  %v122 = bitcast i32 %v118 to float
  %v123 = bitcast i32 %v119 to float
  %v124 = bitcast i32 %v120 to float
  %v125 = insertelement <4 x float> undef, float %v121, i32 0
  %v126 = insertelement <4 x float> %v125, float %v122, i32 1
  %v127 = insertelement <4 x float> %v126, float %v123, i32 2
  %v128 = insertelement <4 x float> %v127, float %v124, i32 3
  %v129 = extractelement <4 x float> %v128, i32 0
  %v130 = extractelement <4 x float> %v128, i32 1
  %v131 = extractelement <4 x float> %v128, i32 2
  %v132 = extractelement <4 x float> %v128, i32 3
  br label %ld_done6
ld_done6:
  %v133 = phi float [ %v106, %ld_full4 ], [ %v129, %ld_edge5 ]
  %v134 = phi float [ %v107, %ld_full4 ], [ %v130, %ld_edge5 ]
  %v135 = phi float [ %v108, %ld_full4 ], [ %v131, %ld_edge5 ]
  %v136 = phi float [ %v109, %ld_full4 ], [ %v132, %ld_edge5 ]
  %v137 = fadd float %v67, %v133
  %v138 = fadd float %v68, %v134
  %v139 = fadd float %v69, %v135
  %v140 = fadd float %v70, %v136
  %v141 = and i32 %v2, 1
  %v142 = shl i32 %v141, 2
  %v143 = lshr i32 %v2, 1
  %v144 = and i32 %v143, 1
  %v145 = shl i32 %v144, 3
  %v146 = or i32 %v142, %v145
  %v147 = lshr i32 %v2, 2
  %v148 = and i32 %v147, 1
  %v149 = shl i32 %v148, 4
  %v150 = or i32 %v146, %v149
  %v151 = lshr i32 %v2, 3
  %v152 = and i32 %v151, 1
  %v153 = shl i32 %v152, 5
  %v154 = or i32 %v150, %v153
  %v155 = lshr i32 %v2, 4
  %v156 = and i32 %v155, 1
  %v157 = shl i32 %v156, 6
  %v158 = or i32 %v154, %v157
  %v159 = and i32 %v3, 1
  %v160 = shl i32 %v159, 7
  %v161 = or i32 %v158, %v160
  %v162 = and i32 %v161, 255
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 256
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p7 to i64
  %v168 = add i64 %v164, 256
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v3, 2
  %v173 = icmp eq i32 %v172, 0
  br i1 %v173, label %st_owner7, label %join8
st_owner7:
  br i1 %v171, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v174 = icmp ult i64 %v166, %v167
  %v175 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v166
  %v176 = insertelement <4 x float> undef, float %v137, i32 0
  %v177 = insertelement <4 x float> %v176, float %v138, i32 1
  %v178 = insertelement <4 x float> %v177, float %v139, i32 2
  %v179 = insertelement <4 x float> %v178, float %v140, i32 3
  %v180 = bitcast float addrspace(1)* %v175 to <4 x float> addrspace(1)*
  store <4 x float> %v179, <4 x float> addrspace(1)* %v180, align 16
  br label %st_done11
st_edge10:
  %v181 = icmp ult i64 %v166, %v167
  %v182 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v166
  br i1 %v181, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v183 = insertelement <4 x float> undef, float %v137, i32 0
  %v184 = insertelement <4 x float> %v183, float %v138, i32 1
  %v185 = insertelement <4 x float> %v184, float %v139, i32 2
  %v186 = insertelement <4 x float> %v185, float %v140, i32 3
  %v187 = bitcast float addrspace(1)* %v182 to <4 x float> addrspace(1)*
  store <4 x float> %v186, <4 x float> addrspace(1)* %v187, align 16
  br label %join13
join13:
  br label %st_done11
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
  %v44 = bitcast float 0x0000000000000000 to i32
  %v45 = icmp ult i64 %v30, %v31
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = ptrtoint <4 x float> addrspace(1)* %v47 to i64
  %v49 = zext i1 %v45 to i32
  %v50 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v48, i32 %v49, i32 %v44, i32 %v44, i32 %v44, i32 %v44)
  %v51 = extractvalue {i32, i32, i32, i32} %v50, 0
  %v52 = extractvalue {i32, i32, i32, i32} %v50, 1
  %v53 = extractvalue {i32, i32, i32, i32} %v50, 2
  %v54 = extractvalue {i32, i32, i32, i32} %v50, 3
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = bitcast i32 %v53 to float
  %v58 = bitcast i32 %v54 to float
  %v59 = insertelement <4 x float> undef, float %v55, i32 0
  %v60 = insertelement <4 x float> %v59, float %v56, i32 1
  %v61 = insertelement <4 x float> %v60, float %v57, i32 2
  %v62 = insertelement <4 x float> %v61, float %v58, i32 3
  %v63 = extractelement <4 x float> %v62, i32 0
  %v64 = extractelement <4 x float> %v62, i32 1
  %v65 = extractelement <4 x float> %v62, i32 2
  %v66 = extractelement <4 x float> %v62, i32 3
  br label %ld_done3
ld_done3:
  %v67 = phi float [ %v40, %ld_full1 ], [ %v63, %ld_edge2 ]
  %v68 = phi float [ %v41, %ld_full1 ], [ %v64, %ld_edge2 ]
  %v69 = phi float [ %v42, %ld_full1 ], [ %v65, %ld_edge2 ]
  %v70 = phi float [ %v43, %ld_full1 ], [ %v66, %ld_edge2 ]
  %v71 = and i32 %v2, 1
  %v72 = shl i32 %v71, 2
  %v73 = lshr i32 %v2, 1
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 3
  %v76 = or i32 %v72, %v75
  %v77 = lshr i32 %v2, 2
  %v78 = and i32 %v77, 1
  %v79 = shl i32 %v78, 4
  %v80 = or i32 %v76, %v79
  %v81 = lshr i32 %v2, 3
  %v82 = and i32 %v81, 1
  %v83 = shl i32 %v82, 5
  %v84 = or i32 %v80, %v83
  %v85 = lshr i32 %v2, 4
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 6
  %v88 = or i32 %v84, %v87
  %v89 = and i32 %v3, 1
  %v90 = shl i32 %v89, 7
  %v91 = or i32 %v88, %v90
  %v92 = and i32 %v91, 255
  %v93 = sext i32 %v4 to i64
  %v94 = mul i64 %v93, 256
  %v95 = zext i32 %v92 to i64
  %v96 = add i64 %v94, %v95
  %v97 = zext i32 %p4 to i64
  %v98 = add i64 %v94, 256
  %v99 = icmp sle i64 %v98, %v97
  %v100 = icmp sge i64 %v93, 0
  %v101 = and i1 %v99, %v100
  br i1 %v101, label %ld_full4, label %ld_edge5
ld_full4:
  %v102 = icmp ult i64 %v96, %v97
  %v103 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v96
  %v104 = bitcast float addrspace(1)* %v103 to <4 x float> addrspace(1)*
  %v105 = load <4 x float>, <4 x float> addrspace(1)* %v104, align 16
  %v106 = extractelement <4 x float> %v105, i32 0
  %v107 = extractelement <4 x float> %v105, i32 1
  %v108 = extractelement <4 x float> %v105, i32 2
  %v109 = extractelement <4 x float> %v105, i32 3
  br label %ld_done6
ld_edge5:
  %v110 = bitcast float 0x0000000000000000 to i32
  %v111 = icmp ult i64 %v96, %v97
  %v112 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v96
  %v113 = bitcast float addrspace(1)* %v112 to <4 x float> addrspace(1)*
  %v114 = ptrtoint <4 x float> addrspace(1)* %v113 to i64
  %v115 = zext i1 %v111 to i32
  %v116 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v114, i32 %v115, i32 %v110, i32 %v110, i32 %v110, i32 %v110)
  %v117 = extractvalue {i32, i32, i32, i32} %v116, 0
  %v118 = extractvalue {i32, i32, i32, i32} %v116, 1
  %v119 = extractvalue {i32, i32, i32, i32} %v116, 2
  %v120 = extractvalue {i32, i32, i32, i32} %v116, 3
  %v121 = bitcast i32 %v117 to float
  %v122 = bitcast i32 %v118 to float
  %v123 = bitcast i32 %v119 to float
  %v124 = bitcast i32 %v120 to float
  %v125 = insertelement <4 x float> undef, float %v121, i32 0
  %v126 = insertelement <4 x float> %v125, float %v122, i32 1
  %v127 = insertelement <4 x float> %v126, float %v123, i32 2
  %v128 = insertelement <4 x float> %v127, float %v124, i32 3
  %v129 = extractelement <4 x float> %v128, i32 0
  %v130 = extractelement <4 x float> %v128, i32 1
  %v131 = extractelement <4 x float> %v128, i32 2
  %v132 = extractelement <4 x float> %v128, i32 3
  br label %ld_done6
ld_done6:
  %v133 = phi float [ %v106, %ld_full4 ], [ %v129, %ld_edge5 ]
  %v134 = phi float [ %v107, %ld_full4 ], [ %v130, %ld_edge5 ]
  %v135 = phi float [ %v108, %ld_full4 ], [ %v131, %ld_edge5 ]
  %v136 = phi float [ %v109, %ld_full4 ], [ %v132, %ld_edge5 ]
  %v137 = fadd float %v67, %v133
  %v138 = fadd float %v68, %v134
  %v139 = fadd float %v69, %v135
  %v140 = fadd float %v70, %v136
  %v141 = and i32 %v2, 1
  %v142 = shl i32 %v141, 2
  %v143 = lshr i32 %v2, 1
  %v144 = and i32 %v143, 1
  %v145 = shl i32 %v144, 3
  %v146 = or i32 %v142, %v145
  %v147 = lshr i32 %v2, 2
  %v148 = and i32 %v147, 1
  %v149 = shl i32 %v148, 4
  %v150 = or i32 %v146, %v149
  %v151 = lshr i32 %v2, 3
  %v152 = and i32 %v151, 1
  %v153 = shl i32 %v152, 5
  %v154 = or i32 %v150, %v153
  %v155 = lshr i32 %v2, 4
  %v156 = and i32 %v155, 1
  %v157 = shl i32 %v156, 6
  %v158 = or i32 %v154, %v157
  %v159 = and i32 %v3, 1
  %v160 = shl i32 %v159, 7
  %v161 = or i32 %v158, %v160
  %v162 = and i32 %v161, 255
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 256
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p7 to i64
  %v168 = add i64 %v164, 256
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v3, 2
  %v173 = icmp eq i32 %v172, 0
  br i1 %v173, label %st_owner7, label %join8
st_owner7:
  br i1 %v171, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v174 = icmp ult i64 %v166, %v167
  %v175 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v166
  %v176 = insertelement <4 x float> undef, float %v137, i32 0
  %v177 = insertelement <4 x float> %v176, float %v138, i32 1
  %v178 = insertelement <4 x float> %v177, float %v139, i32 2
  %v179 = insertelement <4 x float> %v178, float %v140, i32 3
  %v180 = bitcast float addrspace(1)* %v175 to <4 x float> addrspace(1)*
  store <4 x float> %v179, <4 x float> addrspace(1)* %v180, align 16
  br label %st_done11
st_edge10:
  %v181 = icmp ult i64 %v166, %v167
  %v182 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v166
  br i1 %v181, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v183 = insertelement <4 x float> undef, float %v137, i32 0
  %v184 = insertelement <4 x float> %v183, float %v138, i32 1
  %v185 = insertelement <4 x float> %v184, float %v139, i32 2
  %v186 = insertelement <4 x float> %v185, float %v140, i32 3
  %v187 = bitcast float addrspace(1)* %v182 to <4 x float> addrspace(1)*
  store <4 x float> %v186, <4 x float> addrspace(1)* %v187, align 16
  br label %join13
join13:
  br label %st_done11
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
  %v54 = bitcast float 0x0000000000000000 to i32
  %v55 = icmp ult i64 %v30, %v31
  %v56 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v57 = ptrtoint float addrspace(1)* %v56 to i64
  %v58 = zext i1 %v55 to i32
  %v59 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v57, i32 %v58, i32 %v54)
  %v60 = bitcast i32 %v59 to float
  %v61 = add i64 %v30, 1
  %v62 = add i64 %v30, 1
  %v63 = icmp ult i64 %v62, %v31
  %v64 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v65 = ptrtoint float addrspace(1)* %v64 to i64
  %v66 = zext i1 %v63 to i32
  %v67 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v65, i32 %v66, i32 %v54)
  %v68 = bitcast i32 %v67 to float
  %v69 = add i64 %v30, 2
  %v70 = add i64 %v30, 2
  %v71 = icmp ult i64 %v70, %v31
  %v72 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v69
  %v73 = ptrtoint float addrspace(1)* %v72 to i64
  %v74 = zext i1 %v71 to i32
  %v75 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v73, i32 %v74, i32 %v54)
  %v76 = bitcast i32 %v75 to float
  %v77 = add i64 %v30, 3
  %v78 = add i64 %v30, 3
  %v79 = icmp ult i64 %v78, %v31
  %v80 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v77
  %v81 = ptrtoint float addrspace(1)* %v80 to i64
  %v82 = zext i1 %v79 to i32
  %v83 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v81, i32 %v82, i32 %v54)
  %v84 = bitcast i32 %v83 to float
  br label %ld_done3
ld_done3:
  %v85 = phi float [ %v38, %ld_full1 ], [ %v60, %ld_edge2 ]
  %v86 = phi float [ %v43, %ld_full1 ], [ %v68, %ld_edge2 ]
  %v87 = phi float [ %v48, %ld_full1 ], [ %v76, %ld_edge2 ]
  %v88 = phi float [ %v53, %ld_full1 ], [ %v84, %ld_edge2 ]
  %v89 = and i32 %v2, 1
  %v90 = shl i32 %v89, 2
  %v91 = lshr i32 %v2, 1
  %v92 = and i32 %v91, 1
  %v93 = shl i32 %v92, 3
  %v94 = or i32 %v90, %v93
  %v95 = lshr i32 %v2, 2
  %v96 = and i32 %v95, 1
  %v97 = shl i32 %v96, 4
  %v98 = or i32 %v94, %v97
  %v99 = lshr i32 %v2, 3
  %v100 = and i32 %v99, 1
  %v101 = shl i32 %v100, 5
  %v102 = or i32 %v98, %v101
  %v103 = lshr i32 %v2, 4
  %v104 = and i32 %v103, 1
  %v105 = shl i32 %v104, 6
  %v106 = or i32 %v102, %v105
  %v107 = and i32 %v3, 1
  %v108 = shl i32 %v107, 7
  %v109 = or i32 %v106, %v108
  %v110 = and i32 %v109, 255
  %v111 = sext i32 %v4 to i64
  %v112 = mul i64 %v111, 256
  %v113 = zext i32 %v110 to i64
  %v114 = add i64 %v112, %v113
  %v115 = zext i32 %p4 to i64
  %v116 = add i64 %v112, 256
  %v117 = icmp sle i64 %v116, %v115
  %v118 = icmp sge i64 %v111, 0
  %v119 = and i1 %v117, %v118
  br i1 %v119, label %ld_full4, label %ld_edge5
ld_full4:
  %v120 = icmp ult i64 %v114, %v115
  %v121 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v114
  %v122 = load float, float addrspace(1)* %v121, align 4
  %v123 = add i64 %v114, 1
  %v124 = add i64 %v114, 1
  %v125 = icmp ult i64 %v124, %v115
  %v126 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v123
  %v127 = load float, float addrspace(1)* %v126, align 4
  %v128 = add i64 %v114, 2
  %v129 = add i64 %v114, 2
  %v130 = icmp ult i64 %v129, %v115
  %v131 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v128
  %v132 = load float, float addrspace(1)* %v131, align 4
  %v133 = add i64 %v114, 3
  %v134 = add i64 %v114, 3
  %v135 = icmp ult i64 %v134, %v115
  %v136 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v133
  %v137 = load float, float addrspace(1)* %v136, align 4
  br label %ld_done6
ld_edge5:
  %v138 = bitcast float 0x0000000000000000 to i32
  %v139 = icmp ult i64 %v114, %v115
  %v140 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v114
  %v141 = ptrtoint float addrspace(1)* %v140 to i64
  %v142 = zext i1 %v139 to i32
  %v143 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v141, i32 %v142, i32 %v138)
  %v144 = bitcast i32 %v143 to float
  %v145 = add i64 %v114, 1
  %v146 = add i64 %v114, 1
  %v147 = icmp ult i64 %v146, %v115
  %v148 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v145
  %v149 = ptrtoint float addrspace(1)* %v148 to i64
  %v150 = zext i1 %v147 to i32
  %v151 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v149, i32 %v150, i32 %v138)
  %v152 = bitcast i32 %v151 to float
  %v153 = add i64 %v114, 2
  %v154 = add i64 %v114, 2
  %v155 = icmp ult i64 %v154, %v115
  %v156 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v153
  %v157 = ptrtoint float addrspace(1)* %v156 to i64
  %v158 = zext i1 %v155 to i32
  %v159 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v157, i32 %v158, i32 %v138)
  %v160 = bitcast i32 %v159 to float
  %v161 = add i64 %v114, 3
  %v162 = add i64 %v114, 3
  %v163 = icmp ult i64 %v162, %v115
  %v164 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v161
  %v165 = ptrtoint float addrspace(1)* %v164 to i64
  %v166 = zext i1 %v163 to i32
  %v167 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v165, i32 %v166, i32 %v138)
  %v168 = bitcast i32 %v167 to float
  br label %ld_done6
ld_done6:
  %v169 = phi float [ %v122, %ld_full4 ], [ %v144, %ld_edge5 ]
  %v170 = phi float [ %v127, %ld_full4 ], [ %v152, %ld_edge5 ]
  %v171 = phi float [ %v132, %ld_full4 ], [ %v160, %ld_edge5 ]
  %v172 = phi float [ %v137, %ld_full4 ], [ %v168, %ld_edge5 ]
  %v173 = fadd float %v85, %v169
  %v174 = fadd float %v86, %v170
  %v175 = fadd float %v87, %v171
  %v176 = fadd float %v88, %v172
  %v177 = and i32 %v2, 1
  %v178 = shl i32 %v177, 2
  %v179 = lshr i32 %v2, 1
  %v180 = and i32 %v179, 1
  %v181 = shl i32 %v180, 3
  %v182 = or i32 %v178, %v181
  %v183 = lshr i32 %v2, 2
  %v184 = and i32 %v183, 1
  %v185 = shl i32 %v184, 4
  %v186 = or i32 %v182, %v185
  %v187 = lshr i32 %v2, 3
  %v188 = and i32 %v187, 1
  %v189 = shl i32 %v188, 5
  %v190 = or i32 %v186, %v189
  %v191 = lshr i32 %v2, 4
  %v192 = and i32 %v191, 1
  %v193 = shl i32 %v192, 6
  %v194 = or i32 %v190, %v193
  %v195 = and i32 %v3, 1
  %v196 = shl i32 %v195, 7
  %v197 = or i32 %v194, %v196
  %v198 = and i32 %v197, 255
  %v199 = sext i32 %v4 to i64
  %v200 = mul i64 %v199, 256
  %v201 = zext i32 %v198 to i64
  %v202 = add i64 %v200, %v201
  %v203 = zext i32 %p7 to i64
  %v204 = add i64 %v200, 256
  %v205 = icmp sle i64 %v204, %v203
  %v206 = icmp sge i64 %v199, 0
  %v207 = and i1 %v205, %v206
  %v208 = and i32 %v3, 2
  %v209 = icmp eq i32 %v208, 0
  br i1 %v209, label %st_owner7, label %join8
st_owner7:
  br i1 %v207, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v210 = icmp ult i64 %v202, %v203
  %v211 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v202
  store float %v173, float addrspace(1)* %v211, align 4
  %v212 = add i64 %v202, 1
  %v213 = add i64 %v202, 1
  %v214 = icmp ult i64 %v213, %v203
  %v215 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v212
  store float %v174, float addrspace(1)* %v215, align 4
  %v216 = add i64 %v202, 2
  %v217 = add i64 %v202, 2
  %v218 = icmp ult i64 %v217, %v203
  %v219 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v216
  store float %v175, float addrspace(1)* %v219, align 4
  %v220 = add i64 %v202, 3
  %v221 = add i64 %v202, 3
  %v222 = icmp ult i64 %v221, %v203
  %v223 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v220
  store float %v176, float addrspace(1)* %v223, align 4
  br label %st_done11
st_edge10:
  %v224 = icmp ult i64 %v202, %v203
  %v225 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v202
  br i1 %v224, label %st12, label %join13
st_done11:
  br label %join8
st12:
  store float %v173, float addrspace(1)* %v225, align 4
  br label %join13
join13:
  %v226 = add i64 %v202, 1
  %v227 = add i64 %v202, 1
  %v228 = icmp ult i64 %v227, %v203
  %v229 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v226
  br i1 %v228, label %st14, label %join15
st14:
  store float %v174, float addrspace(1)* %v229, align 4
  br label %join15
join15:
  %v230 = add i64 %v202, 2
  %v231 = add i64 %v202, 2
  %v232 = icmp ult i64 %v231, %v203
  %v233 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v230
  br i1 %v232, label %st16, label %join17
st16:
  store float %v175, float addrspace(1)* %v233, align 4
  br label %join17
join17:
  %v234 = add i64 %v202, 3
  %v235 = add i64 %v202, 3
  %v236 = icmp ult i64 %v235, %v203
  %v237 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v234
  br i1 %v236, label %st18, label %join19
st18:
  store float %v176, float addrspace(1)* %v237, align 4
  br label %join19
join19:
  br label %st_done11
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
  %v58 = bitcast float 0x0000000000000000 to i32
  %v59 = icmp ult i64 %v34, %v35
  %v60 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v34
  %v61 = bitcast float addrspace(1)* %v60 to <4 x float> addrspace(1)*
  %v62 = ptrtoint <4 x float> addrspace(1)* %v61 to i64
  %v63 = zext i1 %v59 to i32
  %v64 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v62, i32 %v63, i32 %v58, i32 %v58, i32 %v58, i32 %v58)
  %v65 = extractvalue {i32, i32, i32, i32} %v64, 0
  %v66 = extractvalue {i32, i32, i32, i32} %v64, 1
  %v67 = extractvalue {i32, i32, i32, i32} %v64, 2
  %v68 = extractvalue {i32, i32, i32, i32} %v64, 3
  %v69 = bitcast i32 %v65 to float
  %v70 = bitcast i32 %v66 to float
  %v71 = bitcast i32 %v67 to float
  %v72 = bitcast i32 %v68 to float
  %v73 = insertelement <4 x float> undef, float %v69, i32 0
  %v74 = insertelement <4 x float> %v73, float %v70, i32 1
  %v75 = insertelement <4 x float> %v74, float %v71, i32 2
  %v76 = insertelement <4 x float> %v75, float %v72, i32 3
  %v77 = extractelement <4 x float> %v76, i32 0
  %v78 = extractelement <4 x float> %v76, i32 1
  %v79 = extractelement <4 x float> %v76, i32 2
  %v80 = extractelement <4 x float> %v76, i32 3
  %v81 = add i64 %v34, 512
  %v82 = add i64 %v34, 512
  %v83 = icmp ult i64 %v82, %v35
  %v84 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v81
  %v85 = bitcast float addrspace(1)* %v84 to <4 x float> addrspace(1)*
  %v86 = ptrtoint <4 x float> addrspace(1)* %v85 to i64
  %v87 = zext i1 %v83 to i32
  %v88 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v86, i32 %v87, i32 %v58, i32 %v58, i32 %v58, i32 %v58)
  %v89 = extractvalue {i32, i32, i32, i32} %v88, 0
  %v90 = extractvalue {i32, i32, i32, i32} %v88, 1
  %v91 = extractvalue {i32, i32, i32, i32} %v88, 2
  %v92 = extractvalue {i32, i32, i32, i32} %v88, 3
  %v93 = bitcast i32 %v89 to float
  %v94 = bitcast i32 %v90 to float
  %v95 = bitcast i32 %v91 to float
  %v96 = bitcast i32 %v92 to float
  %v97 = insertelement <4 x float> undef, float %v93, i32 0
  %v98 = insertelement <4 x float> %v97, float %v94, i32 1
  %v99 = insertelement <4 x float> %v98, float %v95, i32 2
  %v100 = insertelement <4 x float> %v99, float %v96, i32 3
  %v101 = extractelement <4 x float> %v100, i32 0
  %v102 = extractelement <4 x float> %v100, i32 1
  %v103 = extractelement <4 x float> %v100, i32 2
  %v104 = extractelement <4 x float> %v100, i32 3
  br label %ld_done3
ld_done3:
  %v105 = phi float [ %v44, %ld_full1 ], [ %v77, %ld_edge2 ]
  %v106 = phi float [ %v45, %ld_full1 ], [ %v78, %ld_edge2 ]
  %v107 = phi float [ %v46, %ld_full1 ], [ %v79, %ld_edge2 ]
  %v108 = phi float [ %v47, %ld_full1 ], [ %v80, %ld_edge2 ]
  %v109 = phi float [ %v54, %ld_full1 ], [ %v101, %ld_edge2 ]
  %v110 = phi float [ %v55, %ld_full1 ], [ %v102, %ld_edge2 ]
  %v111 = phi float [ %v56, %ld_full1 ], [ %v103, %ld_edge2 ]
  %v112 = phi float [ %v57, %ld_full1 ], [ %v104, %ld_edge2 ]
  %v113 = and i32 %v2, 1
  %v114 = shl i32 %v113, 2
  %v115 = lshr i32 %v2, 1
  %v116 = and i32 %v115, 1
  %v117 = shl i32 %v116, 3
  %v118 = or i32 %v114, %v117
  %v119 = lshr i32 %v2, 2
  %v120 = and i32 %v119, 1
  %v121 = shl i32 %v120, 4
  %v122 = or i32 %v118, %v121
  %v123 = lshr i32 %v2, 3
  %v124 = and i32 %v123, 1
  %v125 = shl i32 %v124, 5
  %v126 = or i32 %v122, %v125
  %v127 = lshr i32 %v2, 4
  %v128 = and i32 %v127, 1
  %v129 = shl i32 %v128, 6
  %v130 = or i32 %v126, %v129
  %v131 = and i32 %v3, 1
  %v132 = shl i32 %v131, 7
  %v133 = or i32 %v130, %v132
  %v134 = lshr i32 %v3, 1
  %v135 = and i32 %v134, 1
  %v136 = shl i32 %v135, 8
  %v137 = or i32 %v133, %v136
  %v138 = and i32 %v137, 1023
  %v139 = sext i32 %v4 to i64
  %v140 = mul i64 %v139, 1024
  %v141 = zext i32 %v138 to i64
  %v142 = add i64 %v140, %v141
  %v143 = zext i32 %p4 to i64
  %v144 = add i64 %v140, 1024
  %v145 = icmp sle i64 %v144, %v143
  %v146 = icmp sge i64 %v139, 0
  %v147 = and i1 %v145, %v146
  br i1 %v147, label %ld_full4, label %ld_edge5
ld_full4:
  %v148 = icmp ult i64 %v142, %v143
  %v149 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v142
  %v150 = bitcast float addrspace(1)* %v149 to <4 x float> addrspace(1)*
  %v151 = load <4 x float>, <4 x float> addrspace(1)* %v150, align 16
  %v152 = extractelement <4 x float> %v151, i32 0
  %v153 = extractelement <4 x float> %v151, i32 1
  %v154 = extractelement <4 x float> %v151, i32 2
  %v155 = extractelement <4 x float> %v151, i32 3
  %v156 = add i64 %v142, 512
  %v157 = add i64 %v142, 512
  %v158 = icmp ult i64 %v157, %v143
  %v159 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v156
  %v160 = bitcast float addrspace(1)* %v159 to <4 x float> addrspace(1)*
  %v161 = load <4 x float>, <4 x float> addrspace(1)* %v160, align 16
  %v162 = extractelement <4 x float> %v161, i32 0
  %v163 = extractelement <4 x float> %v161, i32 1
  %v164 = extractelement <4 x float> %v161, i32 2
  %v165 = extractelement <4 x float> %v161, i32 3
  br label %ld_done6
ld_edge5:
  %v166 = bitcast float 0x0000000000000000 to i32
  %v167 = icmp ult i64 %v142, %v143
  %v168 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v142
  %v169 = bitcast float addrspace(1)* %v168 to <4 x float> addrspace(1)*
  %v170 = ptrtoint <4 x float> addrspace(1)* %v169 to i64
  %v171 = zext i1 %v167 to i32
  %v172 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v170, i32 %v171, i32 %v166, i32 %v166, i32 %v166, i32 %v166)
  %v173 = extractvalue {i32, i32, i32, i32} %v172, 0
  %v174 = extractvalue {i32, i32, i32, i32} %v172, 1
  %v175 = extractvalue {i32, i32, i32, i32} %v172, 2
  %v176 = extractvalue {i32, i32, i32, i32} %v172, 3
  %v177 = bitcast i32 %v173 to float
  %v178 = bitcast i32 %v174 to float
  %v179 = bitcast i32 %v175 to float
  %v180 = bitcast i32 %v176 to float
  %v181 = insertelement <4 x float> undef, float %v177, i32 0
  %v182 = insertelement <4 x float> %v181, float %v178, i32 1
  %v183 = insertelement <4 x float> %v182, float %v179, i32 2
  %v184 = insertelement <4 x float> %v183, float %v180, i32 3
  %v185 = extractelement <4 x float> %v184, i32 0
  %v186 = extractelement <4 x float> %v184, i32 1
  %v187 = extractelement <4 x float> %v184, i32 2
  %v188 = extractelement <4 x float> %v184, i32 3
  %v189 = add i64 %v142, 512
  %v190 = add i64 %v142, 512
  %v191 = icmp ult i64 %v190, %v143
  %v192 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v189
  %v193 = bitcast float addrspace(1)* %v192 to <4 x float> addrspace(1)*
  %v194 = ptrtoint <4 x float> addrspace(1)* %v193 to i64
  %v195 = zext i1 %v191 to i32
  %v196 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v194, i32 %v195, i32 %v166, i32 %v166, i32 %v166, i32 %v166)
  %v197 = extractvalue {i32, i32, i32, i32} %v196, 0
  %v198 = extractvalue {i32, i32, i32, i32} %v196, 1
  %v199 = extractvalue {i32, i32, i32, i32} %v196, 2
  %v200 = extractvalue {i32, i32, i32, i32} %v196, 3
  %v201 = bitcast i32 %v197 to float
  %v202 = bitcast i32 %v198 to float
  %v203 = bitcast i32 %v199 to float
  %v204 = bitcast i32 %v200 to float
  %v205 = insertelement <4 x float> undef, float %v201, i32 0
  %v206 = insertelement <4 x float> %v205, float %v202, i32 1
  %v207 = insertelement <4 x float> %v206, float %v203, i32 2
  %v208 = insertelement <4 x float> %v207, float %v204, i32 3
  %v209 = extractelement <4 x float> %v208, i32 0
  %v210 = extractelement <4 x float> %v208, i32 1
  %v211 = extractelement <4 x float> %v208, i32 2
  %v212 = extractelement <4 x float> %v208, i32 3
  br label %ld_done6
ld_done6:
  %v213 = phi float [ %v152, %ld_full4 ], [ %v185, %ld_edge5 ]
  %v214 = phi float [ %v153, %ld_full4 ], [ %v186, %ld_edge5 ]
  %v215 = phi float [ %v154, %ld_full4 ], [ %v187, %ld_edge5 ]
  %v216 = phi float [ %v155, %ld_full4 ], [ %v188, %ld_edge5 ]
  %v217 = phi float [ %v162, %ld_full4 ], [ %v209, %ld_edge5 ]
  %v218 = phi float [ %v163, %ld_full4 ], [ %v210, %ld_edge5 ]
  %v219 = phi float [ %v164, %ld_full4 ], [ %v211, %ld_edge5 ]
  %v220 = phi float [ %v165, %ld_full4 ], [ %v212, %ld_edge5 ]
  %v221 = fadd float %v105, %v213
  %v222 = fadd float %v106, %v214
  %v223 = fadd float %v107, %v215
  %v224 = fadd float %v108, %v216
  %v225 = fadd float %v109, %v217
  %v226 = fadd float %v110, %v218
  %v227 = fadd float %v111, %v219
  %v228 = fadd float %v112, %v220
  %v229 = and i32 %v2, 1
  %v230 = shl i32 %v229, 2
  %v231 = lshr i32 %v2, 1
  %v232 = and i32 %v231, 1
  %v233 = shl i32 %v232, 3
  %v234 = or i32 %v230, %v233
  %v235 = lshr i32 %v2, 2
  %v236 = and i32 %v235, 1
  %v237 = shl i32 %v236, 4
  %v238 = or i32 %v234, %v237
  %v239 = lshr i32 %v2, 3
  %v240 = and i32 %v239, 1
  %v241 = shl i32 %v240, 5
  %v242 = or i32 %v238, %v241
  %v243 = lshr i32 %v2, 4
  %v244 = and i32 %v243, 1
  %v245 = shl i32 %v244, 6
  %v246 = or i32 %v242, %v245
  %v247 = and i32 %v3, 1
  %v248 = shl i32 %v247, 7
  %v249 = or i32 %v246, %v248
  %v250 = lshr i32 %v3, 1
  %v251 = and i32 %v250, 1
  %v252 = shl i32 %v251, 8
  %v253 = or i32 %v249, %v252
  %v254 = and i32 %v253, 1023
  %v255 = sext i32 %v4 to i64
  %v256 = mul i64 %v255, 1024
  %v257 = zext i32 %v254 to i64
  %v258 = add i64 %v256, %v257
  %v259 = zext i32 %p7 to i64
  %v260 = add i64 %v256, 1024
  %v261 = icmp sle i64 %v260, %v259
  %v262 = icmp sge i64 %v255, 0
  %v263 = and i1 %v261, %v262
  br i1 %v263, label %st_full7, label %st_edge8
st_full7:
  %v264 = icmp ult i64 %v258, %v259
  %v265 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v258
  %v266 = insertelement <4 x float> undef, float %v221, i32 0
  %v267 = insertelement <4 x float> %v266, float %v222, i32 1
  %v268 = insertelement <4 x float> %v267, float %v223, i32 2
  %v269 = insertelement <4 x float> %v268, float %v224, i32 3
  %v270 = bitcast float addrspace(1)* %v265 to <4 x float> addrspace(1)*
  store <4 x float> %v269, <4 x float> addrspace(1)* %v270, align 16
  %v271 = add i64 %v258, 512
  %v272 = add i64 %v258, 512
  %v273 = icmp ult i64 %v272, %v259
  %v274 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v271
  %v275 = insertelement <4 x float> undef, float %v225, i32 0
  %v276 = insertelement <4 x float> %v275, float %v226, i32 1
  %v277 = insertelement <4 x float> %v276, float %v227, i32 2
  %v278 = insertelement <4 x float> %v277, float %v228, i32 3
  %v279 = bitcast float addrspace(1)* %v274 to <4 x float> addrspace(1)*
  store <4 x float> %v278, <4 x float> addrspace(1)* %v279, align 16
  br label %st_done9
st_edge8:
  %v280 = icmp ult i64 %v258, %v259
  %v281 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v258
  br i1 %v280, label %st10, label %join11
st_done9:
  ret void
st10:
  %v282 = insertelement <4 x float> undef, float %v221, i32 0
  %v283 = insertelement <4 x float> %v282, float %v222, i32 1
  %v284 = insertelement <4 x float> %v283, float %v223, i32 2
  %v285 = insertelement <4 x float> %v284, float %v224, i32 3
  %v286 = bitcast float addrspace(1)* %v281 to <4 x float> addrspace(1)*
  store <4 x float> %v285, <4 x float> addrspace(1)* %v286, align 16
  br label %join11
join11:
  %v287 = add i64 %v258, 512
  %v288 = add i64 %v258, 512
  %v289 = icmp ult i64 %v288, %v259
  %v290 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v287
  br i1 %v289, label %st12, label %join13
st12:
  %v291 = insertelement <4 x float> undef, float %v225, i32 0
  %v292 = insertelement <4 x float> %v291, float %v226, i32 1
  %v293 = insertelement <4 x float> %v292, float %v227, i32 2
  %v294 = insertelement <4 x float> %v293, float %v228, i32 3
  %v295 = bitcast float addrspace(1)* %v290 to <4 x float> addrspace(1)*
  store <4 x float> %v294, <4 x float> addrspace(1)* %v295, align 16
  br label %join13
join13:
  br label %st_done9
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
