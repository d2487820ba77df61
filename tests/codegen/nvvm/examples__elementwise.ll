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
  %v71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v72 = and i32 %v2, 1
  %v73 = shl i32 %v72, 2
  %v74 = lshr i32 %v2, 1
  %v75 = and i32 %v74, 1
  %v76 = shl i32 %v75, 3
  %v77 = or i32 %v73, %v76
  %v78 = lshr i32 %v2, 2
  %v79 = and i32 %v78, 1
  %v80 = shl i32 %v79, 4
  %v81 = or i32 %v77, %v80
  %v82 = lshr i32 %v2, 3
  %v83 = and i32 %v82, 1
  %v84 = shl i32 %v83, 5
  %v85 = or i32 %v81, %v84
  %v86 = lshr i32 %v2, 4
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 6
  %v89 = or i32 %v85, %v88
  %v90 = and i32 %v3, 1
  %v91 = shl i32 %v90, 7
  %v92 = or i32 %v89, %v91
  %v93 = and i32 %v92, 255
  %v94 = sext i32 %v71 to i64
  %v95 = mul i64 %v94, 256
  %v96 = zext i32 %v93 to i64
  %v97 = add i64 %v95, %v96
  %v98 = zext i32 %p4 to i64
  %v99 = add i64 %v95, 256
  %v100 = icmp sle i64 %v99, %v98
  %v101 = icmp sge i64 %v94, 0
  %v102 = and i1 %v100, %v101
  br i1 %v102, label %ld_full4, label %ld_edge5
ld_full4:
  %v103 = icmp ult i64 %v97, %v98
  %v104 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v97
  %v105 = bitcast float addrspace(1)* %v104 to <4 x float> addrspace(1)*
  %v106 = load <4 x float>, <4 x float> addrspace(1)* %v105, align 16
  %v107 = extractelement <4 x float> %v106, i32 0
  %v108 = extractelement <4 x float> %v106, i32 1
  %v109 = extractelement <4 x float> %v106, i32 2
  %v110 = extractelement <4 x float> %v106, i32 3
  br label %ld_done6
ld_edge5:
  %v111 = bitcast float 0x0000000000000000 to i32
  %v112 = icmp ult i64 %v97, %v98
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v97
  %v114 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  %v115 = ptrtoint <4 x float> addrspace(1)* %v114 to i64
  %v116 = zext i1 %v112 to i32
  %v117 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v115, i32 %v116, i32 %v111, i32 %v111, i32 %v111, i32 %v111)
  %v118 = extractvalue {i32, i32, i32, i32} %v117, 0
  %v119 = extractvalue {i32, i32, i32, i32} %v117, 1
  %v120 = extractvalue {i32, i32, i32, i32} %v117, 2
  %v121 = extractvalue {i32, i32, i32, i32} %v117, 3
  %v122 = bitcast i32 %v118 to float
  %v123 = bitcast i32 %v119 to float
  %v124 = bitcast i32 %v120 to float
  %v125 = bitcast i32 %v121 to float
  %v126 = insertelement <4 x float> undef, float %v122, i32 0
  %v127 = insertelement <4 x float> %v126, float %v123, i32 1
  %v128 = insertelement <4 x float> %v127, float %v124, i32 2
  %v129 = insertelement <4 x float> %v128, float %v125, i32 3
  %v130 = extractelement <4 x float> %v129, i32 0
  %v131 = extractelement <4 x float> %v129, i32 1
  %v132 = extractelement <4 x float> %v129, i32 2
  %v133 = extractelement <4 x float> %v129, i32 3
  br label %ld_done6
ld_done6:
  %v134 = phi float [ %v107, %ld_full4 ], [ %v130, %ld_edge5 ]
  %v135 = phi float [ %v108, %ld_full4 ], [ %v131, %ld_edge5 ]
  %v136 = phi float [ %v109, %ld_full4 ], [ %v132, %ld_edge5 ]
  %v137 = phi float [ %v110, %ld_full4 ], [ %v133, %ld_edge5 ]
  %v138 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v139 = fadd float %v67, %v134
  %v140 = fadd float %v68, %v135
  %v141 = fadd float %v69, %v136
  %v142 = fadd float %v70, %v137
  %v143 = and i32 %v2, 1
  %v144 = shl i32 %v143, 2
  %v145 = lshr i32 %v2, 1
  %v146 = and i32 %v145, 1
  %v147 = shl i32 %v146, 3
  %v148 = or i32 %v144, %v147
  %v149 = lshr i32 %v2, 2
  %v150 = and i32 %v149, 1
  %v151 = shl i32 %v150, 4
  %v152 = or i32 %v148, %v151
  %v153 = lshr i32 %v2, 3
  %v154 = and i32 %v153, 1
  %v155 = shl i32 %v154, 5
  %v156 = or i32 %v152, %v155
  %v157 = lshr i32 %v2, 4
  %v158 = and i32 %v157, 1
  %v159 = shl i32 %v158, 6
  %v160 = or i32 %v156, %v159
  %v161 = and i32 %v3, 1
  %v162 = shl i32 %v161, 7
  %v163 = or i32 %v160, %v162
  %v164 = and i32 %v163, 255
  %v165 = sext i32 %v138 to i64
  %v166 = mul i64 %v165, 256
  %v167 = zext i32 %v164 to i64
  %v168 = add i64 %v166, %v167
  %v169 = zext i32 %p7 to i64
  %v170 = add i64 %v166, 256
  %v171 = icmp sle i64 %v170, %v169
  %v172 = icmp sge i64 %v165, 0
  %v173 = and i1 %v171, %v172
  %v174 = and i32 %v3, 2
  %v175 = icmp eq i32 %v174, 0
  br i1 %v175, label %st_owner7, label %join8
st_owner7:
  br i1 %v173, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v176 = icmp ult i64 %v168, %v169
  %v177 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v168
  %v178 = insertelement <4 x float> undef, float %v139, i32 0
  %v179 = insertelement <4 x float> %v178, float %v140, i32 1
  %v180 = insertelement <4 x float> %v179, float %v141, i32 2
  %v181 = insertelement <4 x float> %v180, float %v142, i32 3
  %v182 = bitcast float addrspace(1)* %v177 to <4 x float> addrspace(1)*
  store <4 x float> %v181, <4 x float> addrspace(1)* %v182, align 16
  br label %st_done11
st_edge10:
  %v183 = icmp ult i64 %v168, %v169
  %v184 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v168
  br i1 %v183, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v185 = insertelement <4 x float> undef, float %v139, i32 0
  %v186 = insertelement <4 x float> %v185, float %v140, i32 1
  %v187 = insertelement <4 x float> %v186, float %v141, i32 2
  %v188 = insertelement <4 x float> %v187, float %v142, i32 3
  %v189 = bitcast float addrspace(1)* %v184 to <4 x float> addrspace(1)*
  store <4 x float> %v188, <4 x float> addrspace(1)* %v189, align 16
  br label %join13
join13:
  br label %st_done11
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
  %v71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v72 = fmul float %v67, %p6
  %v73 = fmul float %v68, %p6
  %v74 = fmul float %v69, %p6
  %v75 = fmul float %v70, %p6
  %v76 = and i32 %v2, 1
  %v77 = shl i32 %v76, 2
  %v78 = lshr i32 %v2, 1
  %v79 = and i32 %v78, 1
  %v80 = shl i32 %v79, 3
  %v81 = or i32 %v77, %v80
  %v82 = lshr i32 %v2, 2
  %v83 = and i32 %v82, 1
  %v84 = shl i32 %v83, 4
  %v85 = or i32 %v81, %v84
  %v86 = lshr i32 %v2, 3
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 5
  %v89 = or i32 %v85, %v88
  %v90 = lshr i32 %v2, 4
  %v91 = and i32 %v90, 1
  %v92 = shl i32 %v91, 6
  %v93 = or i32 %v89, %v92
  %v94 = and i32 %v3, 1
  %v95 = shl i32 %v94, 7
  %v96 = or i32 %v93, %v95
  %v97 = and i32 %v96, 255
  %v98 = sext i32 %v71 to i64
  %v99 = mul i64 %v98, 256
  %v100 = zext i32 %v97 to i64
  %v101 = add i64 %v99, %v100
  %v102 = zext i32 %p4 to i64
  %v103 = add i64 %v99, 256
  %v104 = icmp sle i64 %v103, %v102
  %v105 = icmp sge i64 %v98, 0
  %v106 = and i1 %v104, %v105
  %v107 = and i32 %v3, 2
  %v108 = icmp eq i32 %v107, 0
  br i1 %v108, label %st_owner4, label %join5
st_owner4:
  br i1 %v106, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v109 = icmp ult i64 %v101, %v102
  %v110 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  %v111 = insertelement <4 x float> undef, float %v72, i32 0
  %v112 = insertelement <4 x float> %v111, float %v73, i32 1
  %v113 = insertelement <4 x float> %v112, float %v74, i32 2
  %v114 = insertelement <4 x float> %v113, float %v75, i32 3
  %v115 = bitcast float addrspace(1)* %v110 to <4 x float> addrspace(1)*
  store <4 x float> %v114, <4 x float> addrspace(1)* %v115, align 16
  br label %st_done8
st_edge7:
  %v116 = icmp ult i64 %v101, %v102
  %v117 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  br i1 %v116, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v118 = insertelement <4 x float> undef, float %v72, i32 0
  %v119 = insertelement <4 x float> %v118, float %v73, i32 1
  %v120 = insertelement <4 x float> %v119, float %v74, i32 2
  %v121 = insertelement <4 x float> %v120, float %v75, i32 3
  %v122 = bitcast float addrspace(1)* %v117 to <4 x float> addrspace(1)*
  store <4 x float> %v121, <4 x float> addrspace(1)* %v122, align 16
  br label %join10
join10:
  br label %st_done8
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
  %v71 = fmul float 0x3FE0000000000000, %v67
  %v72 = fmul float 0x3FE0000000000000, %v68
  %v73 = fmul float 0x3FE0000000000000, %v69
  %v74 = fmul float 0x3FE0000000000000, %v70
  %v75 = fmul float %v67, 0x3FE6A09E60000000
  %v76 = fmul float %v68, 0x3FE6A09E60000000
  %v77 = fmul float %v69, 0x3FE6A09E60000000
  %v78 = fmul float %v70, 0x3FE6A09E60000000
  %v79 = call float @__nv_erff(float %v75)
  %v80 = call float @__nv_erff(float %v76)
  %v81 = call float @__nv_erff(float %v77)
  %v82 = call float @__nv_erff(float %v78)
  %v83 = fadd float 0x3FF0000000000000, %v79
  %v84 = fadd float 0x3FF0000000000000, %v80
  %v85 = fadd float 0x3FF0000000000000, %v81
  %v86 = fadd float 0x3FF0000000000000, %v82
  %v87 = fmul float %v71, %v83
  %v88 = fmul float %v72, %v84
  %v89 = fmul float %v73, %v85
  %v90 = fmul float %v74, %v86
  %v91 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
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
  %v113 = and i32 %v112, 255
  %v114 = sext i32 %v91 to i64
  %v115 = mul i64 %v114, 256
  %v116 = zext i32 %v113 to i64
  %v117 = add i64 %v115, %v116
  %v118 = zext i32 %p4 to i64
  %v119 = add i64 %v115, 256
  %v120 = icmp sle i64 %v119, %v118
  %v121 = icmp sge i64 %v114, 0
  %v122 = and i1 %v120, %v121
  %v123 = and i32 %v3, 2
  %v124 = icmp eq i32 %v123, 0
  br i1 %v124, label %st_owner4, label %join5
st_owner4:
  br i1 %v122, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v125 = icmp ult i64 %v117, %v118
  %v126 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  %v127 = insertelement <4 x float> undef, float %v87, i32 0
  %v128 = insertelement <4 x float> %v127, float %v88, i32 1
  %v129 = insertelement <4 x float> %v128, float %v89, i32 2
  %v130 = insertelement <4 x float> %v129, float %v90, i32 3
  %v131 = bitcast float addrspace(1)* %v126 to <4 x float> addrspace(1)*
  store <4 x float> %v130, <4 x float> addrspace(1)* %v131, align 16
  br label %st_done8
st_edge7:
  %v132 = icmp ult i64 %v117, %v118
  %v133 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  br i1 %v132, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v134 = insertelement <4 x float> undef, float %v87, i32 0
  %v135 = insertelement <4 x float> %v134, float %v88, i32 1
  %v136 = insertelement <4 x float> %v135, float %v89, i32 2
  %v137 = insertelement <4 x float> %v136, float %v90, i32 3
  %v138 = bitcast float addrspace(1)* %v133 to <4 x float> addrspace(1)*
  store <4 x float> %v137, <4 x float> addrspace(1)* %v138, align 16
  br label %join10
join10:
  br label %st_done8
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
  %v71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v72 = fsub float 0x8000000000000000, %v67
  %v73 = call float @__nv_expf(float %v72)
  %v74 = fadd float 0x3FF0000000000000, %v73
  %v75 = fdiv float 0x3FF0000000000000, %v74
  %v76 = fsub float 0x8000000000000000, %v68
  %v77 = call float @__nv_expf(float %v76)
  %v78 = fadd float 0x3FF0000000000000, %v77
  %v79 = fdiv float 0x3FF0000000000000, %v78
  %v80 = fsub float 0x8000000000000000, %v69
  %v81 = call float @__nv_expf(float %v80)
  %v82 = fadd float 0x3FF0000000000000, %v81
  %v83 = fdiv float 0x3FF0000000000000, %v82
  %v84 = fsub float 0x8000000000000000, %v70
  %v85 = call float @__nv_expf(float %v84)
  %v86 = fadd float 0x3FF0000000000000, %v85
  %v87 = fdiv float 0x3FF0000000000000, %v86
  %v88 = fmul float %v67, %v75
  %v89 = fmul float %v68, %v79
  %v90 = fmul float %v69, %v83
  %v91 = fmul float %v70, %v87
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
  %v113 = and i32 %v112, 255
  %v114 = sext i32 %v71 to i64
  %v115 = mul i64 %v114, 256
  %v116 = zext i32 %v113 to i64
  %v117 = add i64 %v115, %v116
  %v118 = zext i32 %p4 to i64
  %v119 = add i64 %v115, 256
  %v120 = icmp sle i64 %v119, %v118
  %v121 = icmp sge i64 %v114, 0
  %v122 = and i1 %v120, %v121
  %v123 = and i32 %v3, 2
  %v124 = icmp eq i32 %v123, 0
  br i1 %v124, label %st_owner4, label %join5
st_owner4:
  br i1 %v122, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v125 = icmp ult i64 %v117, %v118
  %v126 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  %v127 = insertelement <4 x float> undef, float %v88, i32 0
  %v128 = insertelement <4 x float> %v127, float %v89, i32 1
  %v129 = insertelement <4 x float> %v128, float %v90, i32 2
  %v130 = insertelement <4 x float> %v129, float %v91, i32 3
  %v131 = bitcast float addrspace(1)* %v126 to <4 x float> addrspace(1)*
  store <4 x float> %v130, <4 x float> addrspace(1)* %v131, align 16
  br label %st_done8
st_edge7:
  %v132 = icmp ult i64 %v117, %v118
  %v133 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  br i1 %v132, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v134 = insertelement <4 x float> undef, float %v88, i32 0
  %v135 = insertelement <4 x float> %v134, float %v89, i32 1
  %v136 = insertelement <4 x float> %v135, float %v90, i32 2
  %v137 = insertelement <4 x float> %v136, float %v91, i32 3
  %v138 = bitcast float addrspace(1)* %v133 to <4 x float> addrspace(1)*
  store <4 x float> %v137, <4 x float> addrspace(1)* %v138, align 16
  br label %join10
join10:
  br label %st_done8
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
; another specialisation of `gelu` (the first is written out above): 409 lines, sha256 0e11ab5de264ea1bed731743259cf08c5900b0979b26af21838898d8d97f583b
; lines with addrspace(1) 67

; kernel silu [T=512]
; another specialisation of `silu` (the first is written out above): 409 lines, sha256 c42a685da1130893ffd0681f49a71e75fc979463a68a6fbede14de52fa5a52a4
; lines with addrspace(1) 67

; kernel add [T=256]
; another specialisation of `add` (the first is written out above): 417 lines, sha256 859631d8648181b0f3a2c499009cf410d7f837ca28ce501a544f583228d5e6bd
; lines with barrier0 3, addrspace(3) 10, addrspace(1) 27
