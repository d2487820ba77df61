; kernel hinted [BN=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @hinted(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
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
  %v26 = lshr i32 %v25, 8
  %v27 = and i32 %v25, 255
  %v28 = sext i32 %v4 to i64
  %v29 = sext i32 %p3 to i64
  %v30 = zext i32 %p1 to i64
  %v31 = mul i64 %v28, %v29
  %v32 = add i64 %v28, 1
  %v33 = icmp sle i64 %v32, %v30
  %v34 = icmp sge i64 %v28, 0
  %v35 = and i1 %v33, %v34
  %v36 = zext i32 %v27 to i64
  %v37 = zext i32 %p2 to i64
  %v38 = add i64 %v31, %v36
  %v39 = icmp sle i64 256, %v37
  %v40 = icmp sge i64 0, 0
  %v41 = and i1 %v39, %v40
  %v42 = and i1 %v35, %v41
  br i1 %v42, label %ld_full1, label %ld_edge2
ld_full1:
  %v43 = icmp ult i64 %v28, %v30
  %v44 = icmp ult i64 %v36, %v37
  %v45 = and i1 %v43, %v44
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = load <4 x float>, <4 x float> addrspace(1)* %v47, align 16
  %v49 = extractelement <4 x float> %v48, i32 0
  %v50 = extractelement <4 x float> %v48, i32 1
  %v51 = extractelement <4 x float> %v48, i32 2
  %v52 = extractelement <4 x float> %v48, i32 3
  br label %ld_done3
ld_edge2:
  %v53 = icmp ult i64 %v28, %v30
  %v54 = icmp ult i64 %v36, %v37
  %v55 = and i1 %v53, %v54
  %v56 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v38
  %v57 = bitcast float addrspace(1)* %v56 to <4 x float> addrspace(1)*
  br i1 %v55, label %ld4, label %ld_next5
ld_done3:
  %v67 = phi float [ %v49, %ld_full1 ], [ %v63, %ld_next5 ]
  %v68 = phi float [ %v50, %ld_full1 ], [ %v64, %ld_next5 ]
  %v69 = phi float [ %v51, %ld_full1 ], [ %v65, %ld_next5 ]
  %v70 = phi float [ %v52, %ld_full1 ], [ %v66, %ld_next5 ]
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
  %v93 = lshr i32 %v92, 8
  %v94 = and i32 %v92, 255
  %v95 = sext i32 %v71 to i64
  %v96 = sext i32 %p3 to i64
  %v97 = zext i32 %p1 to i64
  %v98 = mul i64 %v95, %v96
  %v99 = add i64 %v95, 1
  %v100 = icmp sle i64 %v99, %v97
  %v101 = icmp sge i64 %v95, 0
  %v102 = and i1 %v100, %v101
  %v103 = zext i32 %v94 to i64
  %v104 = add i64 256, %v103
  %v105 = zext i32 %p2 to i64
  %v106 = add i64 %v98, %v104
  %v107 = icmp sle i64 512, %v105
  %v108 = icmp sge i64 1, 0
  %v109 = and i1 %v107, %v108
  %v110 = and i1 %v102, %v109
  br i1 %v110, label %ld_full6, label %ld_edge7
ld4:
  %v58 = load <4 x float>, <4 x float> addrspace(1)* %v57, align 16
  %v59 = extractelement <4 x float> %v58, i32 0
  %v60 = extractelement <4 x float> %v58, i32 1
  %v61 = extractelement <4 x float> %v58, i32 2
  %v62 = extractelement <4 x float> %v58, i32 3
  br label %ld_next5
ld_next5:
  %v63 = phi float [ %v59, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v64 = phi float [ %v60, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v65 = phi float [ %v61, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v66 = phi float [ %v62, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
ld_full6:
  %v111 = icmp ult i64 %v95, %v97
  %v112 = icmp ult i64 %v104, %v105
  %v113 = and i1 %v111, %v112
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v115 = bitcast float addrspace(1)* %v114 to <4 x float> addrspace(1)*
  %v116 = load <4 x float>, <4 x float> addrspace(1)* %v115, align 16
  %v117 = extractelement <4 x float> %v116, i32 0
  %v118 = extractelement <4 x float> %v116, i32 1
  %v119 = extractelement <4 x float> %v116, i32 2
  %v120 = extractelement <4 x float> %v116, i32 3
  br label %ld_done8
ld_edge7:
  %v121 = icmp ult i64 %v95, %v97
  %v122 = icmp ult i64 %v104, %v105
  %v123 = and i1 %v121, %v122
  %v124 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v106
  %v125 = bitcast float addrspace(1)* %v124 to <4 x float> addrspace(1)*
  br i1 %v123, label %ld9, label %ld_next10
ld_done8:
  %v135 = phi float [ %v117, %ld_full6 ], [ %v131, %ld_next10 ]
  %v136 = phi float [ %v118, %ld_full6 ], [ %v132, %ld_next10 ]
  %v137 = phi float [ %v119, %ld_full6 ], [ %v133, %ld_next10 ]
  %v138 = phi float [ %v120, %ld_full6 ], [ %v134, %ld_next10 ]
  %v139 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v140 = and i32 %v2, 1
  %v141 = shl i32 %v140, 2
  %v142 = lshr i32 %v2, 1
  %v143 = and i32 %v142, 1
  %v144 = shl i32 %v143, 3
  %v145 = or i32 %v141, %v144
  %v146 = lshr i32 %v2, 2
  %v147 = and i32 %v146, 1
  %v148 = shl i32 %v147, 4
  %v149 = or i32 %v145, %v148
  %v150 = lshr i32 %v2, 3
  %v151 = and i32 %v150, 1
  %v152 = shl i32 %v151, 5
  %v153 = or i32 %v149, %v152
  %v154 = lshr i32 %v2, 4
  %v155 = and i32 %v154, 1
  %v156 = shl i32 %v155, 6
  %v157 = or i32 %v153, %v156
  %v158 = and i32 %v3, 1
  %v159 = shl i32 %v158, 7
  %v160 = or i32 %v157, %v159
  %v161 = lshr i32 %v160, 8
  %v162 = and i32 %v160, 255
  %v163 = sext i32 %v139 to i64
  %v164 = sext i32 %p3 to i64
  %v165 = zext i32 %p1 to i64
  %v166 = mul i64 %v163, %v164
  %v167 = add i64 %v163, 1
  %v168 = icmp sle i64 %v167, %v165
  %v169 = icmp sge i64 %v163, 0
  %v170 = and i1 %v168, %v169
  %v171 = zext i32 %v162 to i64
  %v172 = add i64 512, %v171
  %v173 = zext i32 %p2 to i64
  %v174 = add i64 %v166, %v172
  %v175 = icmp sle i64 768, %v173
  %v176 = icmp sge i64 2, 0
  %v177 = and i1 %v175, %v176
  %v178 = and i1 %v170, %v177
  br i1 %v178, label %ld_full11, label %ld_edge12
ld9:
  %v126 = load <4 x float>, <4 x float> addrspace(1)* %v125, align 16
  %v127 = extractelement <4 x float> %v126, i32 0
  %v128 = extractelement <4 x float> %v126, i32 1
  %v129 = extractelement <4 x float> %v126, i32 2
  %v130 = extractelement <4 x float> %v126, i32 3
  br label %ld_next10
ld_next10:
  %v131 = phi float [ %v127, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v132 = phi float [ %v128, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v133 = phi float [ %v129, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v134 = phi float [ %v130, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
ld_full11:
  %v179 = icmp ult i64 %v163, %v165
  %v180 = icmp ult i64 %v172, %v173
  %v181 = and i1 %v179, %v180
  %v182 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v183 = bitcast float addrspace(1)* %v182 to <4 x float> addrspace(1)*
  %v184 = load <4 x float>, <4 x float> addrspace(1)* %v183, align 16
  %v185 = extractelement <4 x float> %v184, i32 0
  %v186 = extractelement <4 x float> %v184, i32 1
  %v187 = extractelement <4 x float> %v184, i32 2
  %v188 = extractelement <4 x float> %v184, i32 3
  br label %ld_done13
ld_edge12:
  %v189 = icmp ult i64 %v163, %v165
  %v190 = icmp ult i64 %v172, %v173
  %v191 = and i1 %v189, %v190
  %v192 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v193 = bitcast float addrspace(1)* %v192 to <4 x float> addrspace(1)*
  br i1 %v191, label %ld14, label %ld_next15
ld_done13:
  %v203 = phi float [ %v185, %ld_full11 ], [ %v199, %ld_next15 ]
  %v204 = phi float [ %v186, %ld_full11 ], [ %v200, %ld_next15 ]
  %v205 = phi float [ %v187, %ld_full11 ], [ %v201, %ld_next15 ]
  %v206 = phi float [ %v188, %ld_full11 ], [ %v202, %ld_next15 ]
  %v207 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v208 = fadd float %v67, %v135
  %v209 = fadd float %v68, %v136
  %v210 = fadd float %v69, %v137
  %v211 = fadd float %v70, %v138
  %v212 = fadd float %v208, %v203
  %v213 = fadd float %v209, %v204
  %v214 = fadd float %v210, %v205
  %v215 = fadd float %v211, %v206
  %v216 = and i32 %v2, 1
  %v217 = shl i32 %v216, 2
  %v218 = lshr i32 %v2, 1
  %v219 = and i32 %v218, 1
  %v220 = shl i32 %v219, 3
  %v221 = or i32 %v217, %v220
  %v222 = lshr i32 %v2, 2
  %v223 = and i32 %v222, 1
  %v224 = shl i32 %v223, 4
  %v225 = or i32 %v221, %v224
  %v226 = lshr i32 %v2, 3
  %v227 = and i32 %v226, 1
  %v228 = shl i32 %v227, 5
  %v229 = or i32 %v225, %v228
  %v230 = lshr i32 %v2, 4
  %v231 = and i32 %v230, 1
  %v232 = shl i32 %v231, 6
  %v233 = or i32 %v229, %v232
  %v234 = and i32 %v3, 1
  %v235 = shl i32 %v234, 7
  %v236 = or i32 %v233, %v235
  %v237 = lshr i32 %v236, 8
  %v238 = and i32 %v236, 255
  %v239 = sext i32 %v207 to i64
  %v240 = sext i32 %p8 to i64
  %v241 = zext i32 %p6 to i64
  %v242 = mul i64 %v239, %v240
  %v243 = add i64 %v239, 1
  %v244 = icmp sle i64 %v243, %v241
  %v245 = icmp sge i64 %v239, 0
  %v246 = and i1 %v244, %v245
  %v247 = zext i32 %v238 to i64
  %v248 = zext i32 %p7 to i64
  %v249 = add i64 %v242, %v247
  %v250 = icmp sle i64 256, %v248
  %v251 = icmp sge i64 0, 0
  %v252 = and i1 %v250, %v251
  %v253 = and i1 %v246, %v252
  %v254 = and i32 %v3, 2
  %v255 = icmp eq i32 %v254, 0
  br i1 %v255, label %st_owner16, label %join17
ld14:
  %v194 = load <4 x float>, <4 x float> addrspace(1)* %v193, align 16
  %v195 = extractelement <4 x float> %v194, i32 0
  %v196 = extractelement <4 x float> %v194, i32 1
  %v197 = extractelement <4 x float> %v194, i32 2
  %v198 = extractelement <4 x float> %v194, i32 3
  br label %ld_next15
ld_next15:
  %v199 = phi float [ %v195, %ld14 ], [ 0x0000000000000000, %ld_edge12 ]
  %v200 = phi float [ %v196, %ld14 ], [ 0x0000000000000000, %ld_edge12 ]
  %v201 = phi float [ %v197, %ld14 ], [ 0x0000000000000000, %ld_edge12 ]
  %v202 = phi float [ %v198, %ld14 ], [ 0x0000000000000000, %ld_edge12 ]
  br label %ld_done13
st_owner16:
  br i1 %v253, label %st_full18, label %st_edge19
join17:
  ret void
st_full18:
  %v256 = icmp ult i64 %v239, %v241
  %v257 = icmp ult i64 %v247, %v248
  %v258 = and i1 %v256, %v257
  %v259 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v249
  %v260 = insertelement <4 x float> undef, float %v212, i32 0
  %v261 = insertelement <4 x float> %v260, float %v213, i32 1
  %v262 = insertelement <4 x float> %v261, float %v214, i32 2
  %v263 = insertelement <4 x float> %v262, float %v215, i32 3
  %v264 = bitcast float addrspace(1)* %v259 to <4 x float> addrspace(1)*
  store <4 x float> %v263, <4 x float> addrspace(1)* %v264, align 16
  br label %st_done20
st_edge19:
  %v265 = icmp ult i64 %v239, %v241
  %v266 = icmp ult i64 %v247, %v248
  %v267 = and i1 %v265, %v266
  %v268 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v249
  br i1 %v267, label %st21, label %join22
st_done20:
  br label %join17
st21:
  %v269 = insertelement <4 x float> undef, float %v212, i32 0
  %v270 = insertelement <4 x float> %v269, float %v213, i32 1
  %v271 = insertelement <4 x float> %v270, float %v214, i32 2
  %v272 = insertelement <4 x float> %v271, float %v215, i32 3
  %v273 = bitcast float addrspace(1)* %v268 to <4 x float> addrspace(1)*
  store <4 x float> %v272, <4 x float> addrspace(1)* %v273, align 16
  br label %join22
join22:
  br label %st_done20
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @hinted, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @hinted, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
